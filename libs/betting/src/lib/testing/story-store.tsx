import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBettingStore } from './betting-store';
import { TestDialogs } from './render-page';

/** Gives each story the store the shell builds (both API caches with their middleware, overlays, session) and the dialog stack. */
export const withBettingStore: Decorator = (Story) => {
  const [store] = useState(() => createBettingStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      <Story />
      <TestDialogs />
    </Provider>
  );
};
