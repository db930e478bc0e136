// Public API of @casino/promotions. Export only what other projects may use.

// Pages by route name, dialogs by dialog id and the message catalogue, which each shell plugs in
export { promotionsPages } from './lib/promotions-pages';
export { promotionsPageData } from './lib/promotions-page-data';
export { promotionsDialogs } from './lib/promotions-dialogs';
export { promotionsMessages } from './lib/promotions-messages';
