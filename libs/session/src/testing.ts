// The one test harness of the site: the store factory, a page with its providers, the mocked platform and CMS.
// Specs: `startTestServer()` at the top of the file, then `await renderPage(<Page />, { route, state, handlers })`.
export { startTestServer, testServer } from './lib/testing/test-server';
export { createTestStore, player, pointApisAtTestServer, visitor, type TestState, type TestStoreOptions } from './lib/testing/test-store';
export { renderPage, type RenderPageOptions } from './lib/testing/render-page';
export { dialogStandIns } from './lib/testing/dialog-stand-in';
