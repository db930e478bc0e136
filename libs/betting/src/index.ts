// Public API of @casino/betting. Export only what other projects may use.

// What betting adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { bettingFeature } from './lib/betting-feature';
