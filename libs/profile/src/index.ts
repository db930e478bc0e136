// Public API of @casino/profile. Export only what other projects may use.
export {};
