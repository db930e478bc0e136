import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPromotionsStore } from './promotions-store';

function PromotionsStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createPromotionsStore({ track: () => undefined }));
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Gives each story the store the shell builds (both API caches with their middleware, overlays, session),
 * inside the shared preview's providers; the data comes from the story's MSW handlers.
 */
export const withPromotionsStore: Decorator = (Story) => (
  <PromotionsStoreProvider>
    <Story />
  </PromotionsStoreProvider>
);
