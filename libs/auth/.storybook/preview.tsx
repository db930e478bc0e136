import { configurePlatformApi } from '@casino/api-client';
import { platformHandlers } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import { selectToasts } from '@casino/session';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { createPreview } from '../../../.storybook/preview.tsx';
import en from '../src/messages/en.json';
import { createAuthStore } from '../src/lib/testing/create-auth-store';
import commonEn from '../../i18n/src/messages/en.json';
import uiKitEn from '../../ui-kit/src/messages/en.json';
import validatorsEn from '../../validators/src/messages/en.json';

// Stories never retry a failed call: an error story shows its error at once.
configurePlatformApi({ retryBaseDelayMs: 1 });

/** The last toast's message id, so a story can show (and a play function can read) what the player was told. */
function LastToast() {
  const last = useSelector(selectToasts).at(-1);
  return last ? <output aria-label="toast">{last.text ?? last.messageId}</output> : null;
}

/** A store like the shells', fresh for every story, inside the shared providers (replacing their placeholder store). */
function AuthStore({ children }: { children: ReactNode }) {
  const [store] = useState(() => createAuthStore());
  return (
    <Provider store={store}>
      {children}
      <LastToast />
    </Provider>
  );
}

const withAuthStore: Decorator = (Story) => (
  <AuthStore>
    <Story />
  </AuthStore>
);

// The common catalogue carries the spec's validator texts (common.fieldsValidatorErrors.*).
const shared = createPreview({ messages: { ...commonEn, ...uiKitEn, ...validatorsEn, ...en } });

const preview: Preview = {
  ...shared,
  decorators: [withAuthStore, ...(Array.isArray(shared.decorators) ? shared.decorators : shared.decorators ? [shared.decorators] : [])],
  parameters: { ...shared.parameters, msw: [...platformHandlers, ...cmsHandlers] },
};

export default preview;
