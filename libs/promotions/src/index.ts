// Public API of @casino/promotions. Export only what other projects may use.

// What promotions adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { promotionsFeature } from './lib/promotions-feature';
