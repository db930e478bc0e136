import { configurePlatformApi } from '@casino/api-client';
import { configureCmsApi } from '@casino/cms-client';
import { commonMessages, loadMessages } from '@casino/i18n';
import type { AnalyticsEvent } from '@casino/session';
import { uiKitMessages } from '@casino/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authFeature } from '../auth-feature';
import { createAuthStore } from './create-auth-store';

/** The English texts the shells load for auth screens. */
export const loadTestMessages = () => loadMessages([commonMessages, uiKitMessages, authFeature.messages], 'en');

/** Absolute API addresses for Node's fetch, and no retry delay. */
export function configureTestApis() {
  configurePlatformApi({ baseUrl: 'http://localhost/api', retryBaseDelayMs: 1 });
  configureCmsApi({ baseUrl: 'http://localhost/cms/api' });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** Renders `ui` at `path` with a store like the shells', and shows where the router went next. */
export async function renderWithProviders(ui: ReactNode, { path = '/', route = '*' } = {}) {
  const messages = await loadTestMessages();
  const events: AnalyticsEvent[] = [];
  const store = createAuthStore({ track: (event) => events.push(event) });
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={messages}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store, events };
}
