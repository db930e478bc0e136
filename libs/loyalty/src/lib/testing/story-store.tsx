import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createLoyaltyStore } from './loyalty-store';
import { TestOverlays } from './test-overlays';

/**
 * Gives each story the store the shell builds (both API caches with their middleware, overlays, session) and the
 * dialog stack, inside the shared preview's providers; the data comes from the story's MSW handlers.
 */
export const withLoyaltyStore: Decorator = (Story) => {
  const [store] = useState(() => createLoyaltyStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      <Story />
      <TestOverlays />
    </Provider>
  );
};
