import { configurePlatformApi, platformApi } from '@casino/api-client';
import { platformHandlers } from '@casino/api-client/testing';
import { closeDialog, overlaysSlice, selectDialogs, selectToasts } from '@casino/session';
import { DialogStack } from '@casino/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createPreview } from '../../../.storybook/preview.tsx';
import en from '../src/messages/en.json';
import { profileDialogs } from '../src/lib/profile-dialogs';
import commonEn from '../../i18n/src/messages/en.json';
import uiKitEn from '../../ui-kit/src/messages/en.json';
import validatorsEn from '../../validators/src/messages/en.json';

// Stories never retry a failed call: an error story shows its error at once.
configurePlatformApi({ retryBaseDelayMs: 1 });

const reducer = combineSlices(platformApi, overlaysSlice);

/** The last toast as text, so a story can show (and a play function can read) what the player was told. */
function LastToast() {
  const toasts = useSelector(selectToasts);
  const last = toasts.at(-1);
  return last ? <output aria-label="toast">{last.text ?? last.messageId}</output> : null;
}

/** The dialogs the story opened, drawn as the shell draws them. */
function Dialogs() {
  const dialogs = useSelector(selectDialogs);
  const dispatch = useDispatch();
  return <DialogStack dialogs={dialogs} registry={profileDialogs} onClose={(key, options) => dispatch(closeDialog({ key, force: options?.force }))} />;
}

/** A store like the shell's (platform cache, dialogs and toasts), fresh for every story. */
function ProfileStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => configureStore({ reducer, middleware: (getDefault) => getDefault().concat(platformApi.middleware) }));
  return (
    <Provider store={store}>
      {children}
      <Dialogs />
      <LastToast />
    </Provider>
  );
}

const withProfileStore: Decorator = (Story) => (
  <ProfileStore>
    <Story />
  </ProfileStore>
);

const shared = createPreview({ messages: { ...commonEn, ...uiKitEn, ...validatorsEn, ...en } });

const preview: Preview = {
  ...shared,
  decorators: [withProfileStore, ...(Array.isArray(shared.decorators) ? shared.decorators : shared.decorators ? [shared.decorators] : [])],
  parameters: { ...shared.parameters, msw: [...platformHandlers] },
};

export default preview;
