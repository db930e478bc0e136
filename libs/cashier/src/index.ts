// Public API of @casino/cashier. Export only what other projects may use.

// What cashier adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { cashierFeature } from './lib/cashier-feature';
