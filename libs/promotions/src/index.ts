// Public API of @casino/promotions. Export only what other projects may use.
export {};
