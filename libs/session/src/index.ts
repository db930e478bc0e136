// Public API of @casino/session. Export only what other projects may use.
export {};
