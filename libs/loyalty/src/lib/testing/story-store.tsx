import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createLoyaltyStore } from './loyalty-store';
import { TestOverlays } from './test-overlays';

/** A fresh store as the shell builds it (both API caches with their middleware, overlays, session) and the dialog stack. */
function LoyaltyStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createLoyaltyStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      {children}
      <TestOverlays />
    </Provider>
  );
}

/** Gives each story the shell's store inside the shared preview's providers; the data comes from the story's MSW handlers. */
export const withLoyaltyStore: Decorator = (Story) => (
  <LoyaltyStoreProvider>
    <Story />
  </LoyaltyStoreProvider>
);
