import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import en from '../../messages/en.json';
import pl from '../../messages/pl.json';
import { createContentStore } from './content-store';

const MESSAGES = { en, pl } as const;

export type RenderPageOptions = {
  /** Where the router starts, e.g. '/terms' or '/pl/terms'. */
  url: string;
  locale?: keyof typeof MESSAGES;
};

/** Shows the current location, so a test can see where a link led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A page with the shell's providers (CMS store, messages of the locale, router on '/:slug' and '/pl/:slug'). */
export function renderPage(ui: ReactElement, { url, locale = 'en' }: RenderPageOptions) {
  const store = createContentStore('http://localhost', locale);
  return render(
    <Provider store={store}>
      <IntlProvider locale={locale} defaultLocale="en" messages={MESSAGES[locale]}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/:slug" element={ui} />
            <Route path="/pl/:slug" element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
}
