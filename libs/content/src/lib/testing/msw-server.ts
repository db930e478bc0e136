import { setupServer } from 'msw/node';
import { contentHandlers } from './content-handlers';

/** The CMS of the component tests, answering with the fixtures unless a test says otherwise. */
export function startTestServer() {
  const server = setupServer(...contentHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
