// Public API of @casino/loyalty. Export only what other projects may use.
export {};
