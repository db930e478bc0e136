// Public API of @casino/cashier. Export only what other projects may use.
export {};
