// Public API of @casino/validators. Export only what other projects may use.
export {};
