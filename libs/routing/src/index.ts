// Public API of @casino/routing. Export only what other projects may use.
export {};
