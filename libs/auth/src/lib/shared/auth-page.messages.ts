import { defineMessages } from 'react-intl';

export const authPageMessages = defineMessages({
  close: { id: 'auth.page.close', defaultMessage: 'Close' },
  home: { id: 'auth.page.home', defaultMessage: 'Casino home' },
});
