import { commonMessages, I18nProvider, loadMessages, type Catalogue } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { DialogHost, preloadDialogs, ToastHost, uiKitMessages, type DialogRegistry, type Feature } from '@casino/ui-kit';
import { validatorsMessages } from '@casino/validators';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionMessages } from '../../session-messages';
import type { AppStore } from '../store/create-store';
import { createTestStore, player, pointApisAtTestServer, type TestState } from './test-store';
import { testServer } from './test-server';

export type RenderPageOptions = {
  /** Where the router starts: '/pl/cashier/history?tab=bonuses', or a location with router state. */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the page is mounted on ('/loyalty/:sysname'); the route's own path by default. */
  path?: string;
  /** What the cache holds before the page renders: a signed-in player (`player`) unless told, `visitor`, `{}`. */
  state?: TestState;
  /** This test's answers of the platform and the CMS, before the shared fixtures. */
  handlers?: readonly RequestHandler[];
  /** The feature under test: its messages and its dialogs. */
  feature?: Pick<Feature, 'messages' | 'dialogs'>;
  /** Dialogs of other features the page opens by id, as stand-ins. */
  dialogs?: DialogRegistry;
  /** The page's locale; English by default. */
  locale?: Locale;
  /** A store the test made itself (`createTestStore`), instead of a new one seeded with `state`. */
  store?: AppStore;
};

/** Where the player is: the path and query the router is at, for a test to see where a link led. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/**
 * A page as the frame shows it, for a spec in jsdom: the site's store (seeded with `state`), the messages of the
 * locale, a router at `route`, the dialog stack and the toasts; the page goes when the router leaves its path, and
 * `screen.getByTestId('location')` says where the router is. Call `startTestServer()` at the top of the file first.
 */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  const { route = '/', path, state = player, handlers = [], feature, dialogs = {}, locale = 'en' } = options;
  if (handlers.length) testServer().use(...handlers);
  pointApisAtTestServer();
  const store = options.store ?? (await createTestStore({ ...state, locale }));
  const catalogues: Catalogue[] = [commonMessages, validatorsMessages, uiKitMessages, sessionMessages, ...(feature ? [feature.messages] : [])];
  await loadMessages(catalogues, locale);
  const registry = { ...(await feature?.dialogs?.()), ...dialogs };
  // A test opens a dialog without waiting on its code: on a loaded machine a lazy chunk takes longer than a query waits.
  await preloadDialogs(registry);
  const pagePath = path ?? (typeof route === 'string' ? new URL(route, 'http://localhost').pathname : route.pathname);
  // A wrapper, so `rerender(<Page other props />)` keeps the store, the router and the dialogs.
  function Frame({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nProvider locale={locale} catalogues={catalogues}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={pagePath} element={children} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
            <DialogHost registry={registry} />
            <ToastHost />
          </MemoryRouter>
        </I18nProvider>
      </Provider>
    );
  }
  const view = render(ui, { wrapper: Frame });
  return { ...view, store };
}
