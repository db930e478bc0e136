import { defineMessages } from 'react-intl';

export const navigationMessages = defineMessages({
  loadMore: { id: 'uiKit.loadMore.button', defaultMessage: 'Load more' },
  loadMoreProgress: { id: 'uiKit.loadMore.progress', defaultMessage: 'Showing {shown} of {total}' },
  previous: { id: 'uiKit.carousel.previous', defaultMessage: 'Previous' },
  next: { id: 'uiKit.carousel.next', defaultMessage: 'Next' },
  seeAll: { id: 'uiKit.carousel.seeAll', defaultMessage: 'See all' },
  closeMenu: { id: 'uiKit.drawer.close', defaultMessage: 'Close menu' },
  moreActions: { id: 'uiKit.menu.more', defaultMessage: 'More actions' },
});
