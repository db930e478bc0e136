import { platformHandlers } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import { setupServer } from 'msw/node';

/** The platform and the CMS of the component tests, answering with the shared fixtures unless a test says otherwise. */
export function startTestServer() {
  const server = setupServer(...platformHandlers, ...cmsHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
