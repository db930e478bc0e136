// Test doubles of @casino/cms-client for stories and component tests: MSW handlers and fixtures.
export * from './lib/testing/cms-fixtures';
export * from './lib/testing/cms-handlers';
