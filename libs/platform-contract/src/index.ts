// Public API of @casino/platform-contract. Export only what other projects may use.
export * from './lib/locales';
export * from './lib/money';
export * from './lib/account';
export * from './lib/profile';
export * from './lib/general-info';
export * from './lib/game';
export * from './lib/cashier';
export * from './lib/bonuses';
export * from './lib/campaigns';
export * from './lib/loyalty';
export * from './lib/support';
export * from './lib/storage';
export * from './lib/verification';
export * from './lib/site';
export * from './lib/errors';
export * from './lib/envelope';
export * from './lib/methods';
