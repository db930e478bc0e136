// Public API of @casino/gamehall. Export only what other projects may use.
export { gamehallPages } from './lib/gamehall-pages';
export { gamehallPageData } from './lib/gamehall-page-data';
export { gamehallDialogs } from './lib/gamehall-dialogs';
export { gamehallMessages } from './lib/gamehall-messages';
export { gamehallRoutes } from './lib/gamehall-routes';
