import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../messages/en.json';
import { createLoyaltyStore, seedPlayer, type LoyaltyStore } from './loyalty-store';
import { TestOverlays } from './test-overlays';

// Lazy dialog chunks and mocked answers can take over a second on a busy 2-core machine; wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

export type RenderPageOptions = {
  /** The route pattern the page is mounted on, e.g. '/loyalty/:sysname'. */
  path?: string;
  /** Where the router starts. */
  url?: string;
  signedIn?: boolean;
  store?: LoyaltyStore;
};

/** Shows the current location, so a test can see where a link led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A page with the shell's providers: store (seeded with the player), English messages, router, dialogs and toasts. */
export async function renderPage(ui: ReactElement, { path = '/', url = path, signedIn = true, store }: RenderPageOptions = {}) {
  const theStore = store ?? createLoyaltyStore({ origin: 'http://localhost', track: () => undefined });
  await seedPlayer(theStore, signedIn);
  const view = render(
    <Provider store={theStore}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
          <TestOverlays />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store: theStore };
}
