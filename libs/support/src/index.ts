// Public API of @casino/support. Export only what other projects may use.
export {};
