import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createPromotionsStore } from './promotions-store';

/**
 * Gives each story the store the shell builds (both API caches with their middleware, overlays, session),
 * inside the shared preview's providers; the data comes from the story's MSW handlers.
 */
export const withPromotionsStore: Decorator = (Story) => {
  const [store] = useState(() => createPromotionsStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};
