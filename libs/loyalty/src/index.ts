// Public API of @casino/loyalty. Export only what other projects may use.

// What loyalty adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { loyaltyFeature } from './lib/loyalty-feature';
