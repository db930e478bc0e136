// Public API of @casino/support. Export only what other projects may use.

// What support adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { supportFeature } from './lib/support-feature';
