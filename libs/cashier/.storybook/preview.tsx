import { configurePlatformApi, platformApi } from '@casino/api-client';
import { platformHandlers } from '@casino/api-client/testing';
import { cmsApi } from '@casino/cms-client';
import { cmsHandlers } from '@casino/cms-client/testing';
import { overlaysSlice, selectToasts } from '@casino/session';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { createPreview } from '../../../.storybook/preview.tsx';
import en from '../src/messages/en.json';
import uiKitEn from '../../ui-kit/src/messages/en.json';
import validatorsEn from '../../validators/src/messages/en.json';
import commonEn from '../../i18n/src/messages/en.json';

// Stories never retry a failed call: an error story shows its error at once.
configurePlatformApi({ retryBaseDelayMs: 1 });

const reducer = combineSlices(platformApi, cmsApi, overlaysSlice);

/** The last toast as text, so a story can show (and a play function can read) what the player was told. */
function LastToast() {
  const toasts = useSelector(selectToasts);
  const last = toasts.at(-1);
  return last ? <output aria-label="toast">{last.text ?? last.messageId}</output> : null;
}

/**
 * A store like the shell's (platform and CMS caches with their middleware, dialogs and toasts), fresh
 * for every story; it sits inside the shared providers and replaces their placeholder store.
 */
function CashierStore({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    configureStore({ reducer, middleware: (getDefault) => getDefault().concat(platformApi.middleware, cmsApi.middleware) }),
  );
  return (
    <Provider store={store}>
      {children}
      <LastToast />
    </Provider>
  );
}

const withCashierStore: Decorator = (Story) => (
  <CashierStore>
    <Story />
  </CashierStore>
);

const shared = createPreview({ messages: { ...commonEn, ...uiKitEn, ...validatorsEn, ...en } });

const preview: Preview = {
  ...shared,
  decorators: [withCashierStore, ...(Array.isArray(shared.decorators) ? shared.decorators : shared.decorators ? [shared.decorators] : [])],
  parameters: { ...shared.parameters, msw: [...platformHandlers, ...cmsHandlers] },
};

export default preview;
