import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import en from '../../messages/en.json';
import { createSupportStore, seedPlayer, type SupportStore } from './support-store';

export type RenderOptions = { url?: string; signedIn?: boolean; store?: SupportStore };

/** A page or effect with the shell's providers: store (seeded with the player), English messages and a router. */
export async function renderWithProviders(ui: ReactElement, { url = '/support', signedIn = false, store }: RenderOptions = {}) {
  const theStore = store ?? createSupportStore({ origin: 'http://localhost', track: () => undefined });
  await seedPlayer(theStore, signedIn);
  const view = render(
    <Provider store={theStore}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store: theStore };
}
