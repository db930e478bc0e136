import { closeDialog, selectDialogs } from '@casino/session';
import { Dialog, DialogStack, type DialogRegistry } from '@casino/ui-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import en from '../../messages/en.json';
import { createBettingStore, seedPlayer, type BettingStore } from './betting-store';

/** Stands in for the auth feature's popup, which this lib opens by id but may not import. */
function AuthDialogStandIn({ mode }: { mode?: string }) {
  return <Dialog title={`auth ${mode ?? ''}`.trim()}>{null}</Dialog>;
}

const registry: DialogRegistry = { auth: AuthDialogStandIn };

/** The shell's dialog stack, fed from the overlays slice, so tests and stories see the dialogs a page opens. */
export function TestDialogs() {
  const dialogs = useSelector(selectDialogs);
  const dispatch = useDispatch();
  return <DialogStack dialogs={dialogs} registry={registry} onClose={(key) => dispatch(closeDialog({ key }))} />;
}

export type RenderOptions = { url?: string; signedIn?: boolean; store?: BettingStore };

/** A page with the shell's providers: store (seeded with the player), English messages, router and dialogs. */
export async function renderWithProviders(ui: ReactElement, { url = '/betting', signedIn = true, store }: RenderOptions = {}) {
  const theStore = store ?? createBettingStore({ origin: 'http://localhost', track: () => undefined });
  await seedPlayer(theStore, signedIn);
  const view = render(
    <Provider store={theStore}>
      <IntlProvider locale="en" defaultLocale="en" messages={en}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <TestDialogs />
        </MemoryRouter>
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store: theStore };
}
