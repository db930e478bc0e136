import { configurePlatformApi, platformApi } from '@casino/api-client';
import { platformHandlers, recordRequests } from '@casino/api-client/testing';
import { closeDialog, overlaysSlice, selectDialogs, selectToasts } from '@casino/session';
import { DialogStack } from '@casino/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { commonMessages, loadMessages, type Messages } from '@casino/i18n';
import { validatorsMessages } from '@casino/validators';
import { configure } from '@testing-library/react';
import en from '../../messages/en.json';
import { profileDialogs } from '../profile-dialogs';

// Lazy dialog chunks can take over a second on a busy 2-core machine; wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

// The shared English texts (validator and common messages) the profile's screens show beside their own.
let sharedMessages: Messages = {};

/** The platform as the MSW fixtures answer it; a spec overrides one method with `server.use(...)`. */
export function setupPlatformServer() {
  const server = setupServer(...platformHandlers);
  const seen = recordRequests(server);
  beforeAll(async () => {
    sharedMessages = await loadMessages([commonMessages, validatorsMessages], 'en');
    server.listen({ onUnhandledRequest: 'bypass' });
  });
  beforeEach(() => configurePlatformApi({ baseUrl: 'http://localhost/api', retryBaseDelayMs: 1 }));
  afterEach(() => {
    server.resetHandlers();
    seen.clear();
  });
  afterAll(() => server.close());
  /** The multipart bodies sent to one platform method, in order. */
  const bodiesOf = async (method: string) => (await seen.all()).filter((request) => request.path === `/api/${method}`).map((request) => request.body);
  return { server, seen, bodiesOf };
}

function Toasts() {
  const toasts = useSelector(selectToasts);
  return (
    <ul aria-label="toasts">
      {toasts.map((toast) => (
        <li key={toast.id}>{toast.messageId ? ((en as Record<string, string>)[toast.messageId] ?? toast.messageId) : toast.text}</li>
      ))}
    </ul>
  );
}

function Dialogs() {
  const dialogs = useSelector(selectDialogs);
  const dispatch = useDispatch();
  return <DialogStack dialogs={dialogs} registry={profileDialogs} onClose={(key, options) => dispatch(closeDialog({ key, force: options?.force }))} />;
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

/**
 * A profile screen with what the shell gives it: the platform cache, dialogs and toasts (shown as a
 * list), English messages and a router at `path` (any other path shows "at {path}").
 */
export function renderProfile(element: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  const store = configureStore({
    reducer: combineSlices(platformApi, overlaysSlice),
    middleware: (getDefault) => getDefault().concat(platformApi.middleware),
  });
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{ ...sharedMessages, ...en }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<Where />} />
          </Routes>
          <Dialogs />
          <Toasts />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store };
}
