import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en.json';

const pages: HTMLElement[] = [];
afterEach(() => pages.splice(0).forEach((page) => page.remove()));

/**
 * Renders `ui` as the server would, lets `beforeHydration` act on the page as a player does while the scripts are on
 * their way (typing, tapping a radio), then hydrates it. Returns the page. Test-only.
 */
export async function hydrateServerRendered(ui: ReactElement, beforeHydration: (page: HTMLElement) => void): Promise<HTMLElement> {
  const withTexts = (
    <IntlProvider locale="en" messages={en}>
      {ui}
    </IntlProvider>
  );
  const page = document.createElement('div');
  page.innerHTML = renderToString(withTexts);
  document.body.append(page);
  pages.push(page);
  beforeHydration(page);
  await act(async () => {
    hydrateRoot(page, withTexts);
  });
  return page;
}
