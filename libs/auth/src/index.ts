// Public API of @casino/auth. Export only what other projects may use.
export {};
