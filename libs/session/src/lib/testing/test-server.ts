import { platformHandlers, recordRequests } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { pointApisAtTestServer } from './test-store';

let current: SetupServer | undefined;

/**
 * The platform and the CMS of a spec file, answering with the shared fixtures unless a test says otherwise
 * (`server.use(...)` or `renderPage(ui, { handlers })`); an unhandled request fails the test. Call once at the top of
 * the file; `seen` records every request as an API peer sees it.
 */
export function startTestServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...platformHandlers, ...cmsHandlers);
  const seen = recordRequests(server);
  beforeAll(() => {
    pointApisAtTestServer();
    current = server;
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    seen.clear();
  });
  afterAll(() => {
    server.close();
    current = undefined;
  });
  return { server, seen };
}

/** The server `startTestServer` started for this file; renderPage puts a test's own handlers on it. */
export function testServer(): SetupServer {
  if (!current) throw new Error('Call startTestServer() at the top of the spec file before rendering a page');
  return current;
}
