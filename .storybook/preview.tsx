import type { Decorator, Preview } from '@storybook/react-vite';
import type { Reducer } from '@reduxjs/toolkit';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import '@casino/ui-kit/styles.css';
import { createStoryStore } from './store';
import { storyViewports } from './viewports';

export type PreviewOptions = {
  /** The lib's English catalogue (react-intl id -> text). */
  messages?: Record<string, string>;
  /** Extra reducers for this lib's stories. */
  reducers?: Record<string, Reducer>;
};

/**
 * Story parameters the providers read:
 * - `router: { initialEntries: ['/gamehall?category=7'] }` — where the MemoryRouter starts;
 * - `msw: [...]` or `beforeEach({ msw }) { msw.use(...) }` — API mocks (msw-storybook-addon).
 */
type ProviderParameters = { router?: { initialEntries?: string[] } };

/**
 * The preview config every lib shares: store, intl, router and the icon sprite around each story, MSW,
 * the spec's viewports, and the a11y addon failing the story tests on any violation.
 */
export function createPreview({ messages = {}, reducers = {} }: PreviewOptions = {}): Preview {
  // Storybook renders a decorator as a component, so it may keep the story's store in state.
  const WithProviders: Decorator = (Story, context) => {
    const { router } = context.parameters as ProviderParameters;
    const [store] = useState(() => createStoryStore(reducers));
    return (
      <Provider store={store}>
        <IntlProvider locale="en" defaultLocale="en" messages={messages}>
          <MemoryRouter initialEntries={router?.initialEntries ?? ['/']}>
            <Story />
          </MemoryRouter>
        </IntlProvider>
      </Provider>
    );
  };

  return {
    decorators: [WithProviders],
    loaders: [mswLoader()],
    parameters: {
      layout: 'padded',
      a11y: { test: 'error' },
      viewport: { options: storyViewports },
      // The page colour comes from the ui-kit tokens (base.css), not from the backgrounds addon.
      backgrounds: { disable: true },
      controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    },
  };
}
