// Public API of @casino/profile. Export only what other projects may use.

// What profile adds to the site (pages, page data, dialogs, messages, effects, guard rules), for the product's feature list
export { profileFeature } from './lib/profile-feature';
