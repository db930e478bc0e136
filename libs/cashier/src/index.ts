// Public API of @casino/cashier. Export only what other projects may use.
export { cashierPages } from './lib/cashier-pages';
export { cashierPageData } from './lib/cashier-page-data';
export { cashierMessages } from './lib/cashier-catalogue';
