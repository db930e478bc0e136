import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createSupportStore } from './support-store';

/** Gives each story the store the shell builds (both API caches with their middleware, overlays, session). */
export const withSupportStore: Decorator = (Story) => {
  const [store] = useState(() => createSupportStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};
