// Public API of @casino/betting. Export only what other projects may use.
export {};
