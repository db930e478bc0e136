// Public API of @casino/betting. Export only what other projects may use.

// The betting page by route name and the message catalogue, which each shell plugs in
export { bettingPages } from './lib/betting-pages';
export { bettingMessages } from './lib/betting-messages';
