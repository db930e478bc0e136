// Public API of @casino/api-client. Export only what other projects may use.
export {};
