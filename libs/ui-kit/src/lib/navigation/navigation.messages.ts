import { defineMessage, defineMessages } from 'react-intl';

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const navigationMessages = {
  ...defineMessages({
    loadMore: { id: 'uiKit.loadMore.button', defaultMessage: 'Load more' },
    previous: { id: 'uiKit.carousel.previous', defaultMessage: 'Previous' },
    next: { id: 'uiKit.carousel.next', defaultMessage: 'Next' },
    seeAll: { id: 'uiKit.carousel.seeAll', defaultMessage: 'See all' },
    closeMenu: { id: 'uiKit.drawer.close', defaultMessage: 'Close menu' },
  }),
  loadMoreProgress: defineMessage<{ shown: string; total: string }>({ id: 'uiKit.loadMore.progress', defaultMessage: 'Showing {shown} of {total}' }),
};
