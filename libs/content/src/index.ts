// Public API of @casino/content. Export only what other projects may use.

// What content adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { contentFeature } from './lib/content-feature';
