// Test doubles of @casino/api-client for stories and component tests: MSW handlers and fixtures.
export * from './lib/testing/fixtures';
export * from './lib/testing/account-fixtures';
export * from './lib/testing/cashier-fixtures';
export * from './lib/testing/promotion-fixtures';
export * from './lib/testing/loyalty-fixtures';
export * from './lib/testing/support-fixtures';
export * from './lib/testing/responsible-gaming-fixtures';
export * from './lib/testing/platform-handler';
export * from './lib/testing/platform-handlers';
export * from './lib/testing/request-recorder';
