// Public API of @casino/session. Export only what other projects may use.
export * from './lib/overlays/overlays-slice';
