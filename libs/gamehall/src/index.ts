// Public API of @casino/gamehall. Export only what other projects may use.

// What gamehall adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { gamehallFeature } from './lib/gamehall-feature';
