// Public API of @casino/cms-client. Export only what other projects may use.
export {};
