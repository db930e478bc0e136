import { defineMessage, defineMessages } from 'react-intl';

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const iconMessages = {
  ...defineMessages({
    pageTitle: { id: 'uiKit.icons.pageTitle', defaultMessage: 'Icons' },
  }),
  pageDescription: defineMessage<{ count: number }>({
    id: 'uiKit.icons.pageDescription',
    defaultMessage: '{count, plural, one {# icon} other {# icons}} in the sprite.',
  }),
};
