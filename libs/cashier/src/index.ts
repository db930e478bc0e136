// Public API of @casino/cashier. Export only what other projects may use.
export { cashierPages, type LazyPage } from './lib/cashier-pages';
export { cashierMessages } from './lib/cashier-catalogue';
