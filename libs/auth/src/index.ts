// Public API of @casino/auth. Export only what other projects may use.
export { authRoutes } from './lib/auth-routes';
export { authMessages } from './lib/auth-messages';
