import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createSupportStore } from './support-store';

/** The store the shell builds (both API caches with their middleware, overlays, session), one per story. */
function SupportStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSupportStore({ track: () => undefined }));
  return (
    <Provider store={store}>
      {children}
    </Provider>
  );
}

/** Gives each story that store; the data comes from the story's MSW handlers. */
export const withSupportStore: Decorator = (Story) => (
  <SupportStoreProvider>
    <Story />
  </SupportStoreProvider>
);
