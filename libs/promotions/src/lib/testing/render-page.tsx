import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../messages/en.json';
import { createPromotionsStore, seedPlayer, type PromotionsStore } from './promotions-store';

export type RenderPageOptions = {
  /** The route pattern the page is mounted on, e.g. '/promotions/:id'. */
  path?: string;
  /** Where the router starts. */
  url?: string;
  signedIn?: boolean;
  store?: PromotionsStore;
};

/** Shows the current location, so a test can see where a link or redirect led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A page or dialog with the shell's providers: store (seeded with the player), English messages, router. */
export async function renderPage(ui: ReactElement, { path = '/', url = path, signedIn = true, store }: RenderPageOptions = {}) {
  const theStore = store ?? createPromotionsStore({ origin: 'http://localhost', track: () => undefined });
  await seedPlayer(theStore, signedIn);
  const view = render(
    <Provider store={theStore}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store: theStore };
}
