import { platformApi } from '@casino/api-client';
import { platformHandlers } from '@casino/api-client/testing';
import { cmsApi } from '@casino/cms-client';
import { cmsHandlers } from '@casino/cms-client/testing';
import { overlaysSlice } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createPreview } from '../../../.storybook/preview.tsx';
import en from '../src/messages/en.json';
import { storyGamesHandler } from '../src/lib/testing/story-handlers';

const shared = createPreview({ messages: en });

/** The shell's store in small: both RTK Query apis with their middleware, and the dialog / toast slice. */
function StoryStore({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    configureStore({
      reducer: combineSlices(platformApi, cmsApi, overlaysSlice),
      middleware: (getDefault) => getDefault().concat(platformApi.middleware, cmsApi.middleware),
    }),
  );
  return <Provider store={store}>{children}</Provider>;
}

const withStore: Decorator = (Story) => (
  <StoryStore>
    <Story />
  </StoryStore>
);

// First in the list is innermost: this store wins over the shared placeholder store around it.
export default {
  ...shared,
  decorators: [withStore, ...(shared.decorators as Decorator[])],
  parameters: { ...shared.parameters, msw: [storyGamesHandler, ...platformHandlers, ...cmsHandlers] },
};
