// Public API of @casino/gamehall. Export only what other projects may use.
export {};
