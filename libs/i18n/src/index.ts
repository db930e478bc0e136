// Public API of @casino/i18n. Export only what other projects may use.
export {};
