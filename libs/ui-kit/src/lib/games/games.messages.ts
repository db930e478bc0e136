import { defineMessage, defineMessages } from 'react-intl';

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const gameMessages = {
  ...defineMessages({

  }),
  favourite: defineMessage<{ name: string }>({ id: 'uiKit.gameTile.favourite', defaultMessage: 'Favourite {name}' }),
  limitReached: defineMessage<{ limit: number }>({
    id: 'uiKit.virtualGrid.limitReached',
    defaultMessage: 'Showing the first {limit} games. Use the filters or search to find more.',
  }),
};
