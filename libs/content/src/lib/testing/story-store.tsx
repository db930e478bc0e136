import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createContentStore } from './content-store';

function ContentStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createContentStore());
  return <Provider store={store}>{children}</Provider>;
}

/** Gives each story a fresh CMS cache inside the shared preview's providers; the data comes from its MSW handlers. */
export const withContentStore: Decorator = (Story) => (
  <ContentStoreProvider>
    <Story />
  </ContentStoreProvider>
);
