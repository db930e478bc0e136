import { defineMessages } from 'react-intl';

export const iconMessages = defineMessages({
  pageTitle: { id: 'uiKit.icons.pageTitle', defaultMessage: 'Icons' },
  pageDescription: {
    id: 'uiKit.icons.pageDescription',
    defaultMessage: '{count, plural, one {# icon} other {# icons}} in the sprite.',
  },
});
