import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBettingStore } from './betting-store';
import { TestDialogs } from './render-page';

/** The store the shell builds (both API caches with their middleware, overlays, session), one per story. */
function BettingStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createBettingStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      {children}
      <TestDialogs />
    </Provider>
  );
}

/** Gives each story that store and the dialog stack; the data comes from the story's MSW handlers. */
export const withBettingStore: Decorator = (Story) => (
  <BettingStoreProvider>
    <Story />
  </BettingStoreProvider>
);
