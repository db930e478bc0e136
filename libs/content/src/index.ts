// Public API of @casino/content. Export only what other projects may use.

// The page by route name and the message catalogue, which each shell plugs in
export { contentPages } from './lib/content-pages';
export { contentMessages } from './lib/content-messages';
