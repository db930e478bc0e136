// Public API of @casino/ui-kit. Export only what other projects may use.
export {};
