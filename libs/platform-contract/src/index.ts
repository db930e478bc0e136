// Public API of @casino/platform-contract. Export only what other projects may use.
export * from './lib/money';
export * from './lib/account';
export * from './lib/general-info';
export * from './lib/game';
export * from './lib/errors';
export * from './lib/envelope';
export * from './lib/methods';
