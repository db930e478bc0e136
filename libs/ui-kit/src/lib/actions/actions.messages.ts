import { defineMessages } from 'react-intl';

export const actionMessages = defineMessages({
  opensInNewTab: { id: 'uiKit.link.opensInNewTab', defaultMessage: 'opens in a new tab' },
});
