// Public API of @casino/gamehall. Export only what other projects may use.
export { gamehallRoutes } from './lib/gamehall-routes';
export { gamehallMessages } from './lib/gamehall-messages';
