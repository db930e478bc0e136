import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { Dialog } from './dialog';
import { DialogStack } from './dialog-stack';
import type { DialogComponentProps, DialogEntry, DialogRegistry } from './dialog-types';

function Promo({ close, code }: DialogComponentProps<{ code: string }>) {
  return (
    <Dialog
      title="Promo code"
      actions={
        <>
          <button type="button">Activate {code}</button>
          <button type="button" onClick={() => close()}>
            Not now
          </button>
          <button type="button" onClick={() => close(true)}>
            Log out
          </button>
        </>
      }
    >
      <input aria-label="Code" />
    </Dialog>
  );
}

const registry: DialogRegistry = { promo: Promo };

function Harness({ initial = [], onClose }: { initial?: DialogEntry[]; onClose: (key: string, options?: { force?: boolean }) => void }) {
  const [dialogs, setDialogs] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setDialogs((current) => [...current, { key: `k${current.length}`, id: 'promo', type: 'popup', props: { code: 'WELCOME' } }])}>
        Open
      </button>
      <DialogStack
        dialogs={dialogs}
        registry={registry}
        onClose={(key, options) => {
          onClose(key, options);
          setDialogs((current) => current.filter((dialog) => dialog.key !== key));
        }}
      />
    </>
  );
}

describe('DialogStack', () => {
  // Tabbing around the trap needs real layout; the DialogStack FocusAndEscape story checks it in Chromium.
  it('moves focus into the open dialog, locks page scroll, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Promo code' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Activate WELCOME' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith('k0', undefined);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('closes on a backdrop click and with its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} initial={[{ key: 'a', id: 'promo', type: 'popup' }, { key: 'b', id: 'promo', type: 'popup' }]} />);
    // Only the top dialog is exposed; the one below is hidden from assistive technology.
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(2);

    // The backdrop of the top dialog is the parent of its panel.
    await user.pointer({ keys: '[MouseLeft]', target: dialogs[1].parentElement as HTMLElement });
    expect(onClose).toHaveBeenLastCalledWith('b', undefined);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenLastCalledWith('a', undefined);
  });

  it('keeps a preventClose dialog open against Escape and the backdrop, but not against a forced close', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<Harness onClose={onClose} initial={[{ key: 'p', id: 'promo', type: 'popup', preventClose: true }]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Promo code' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.pointer({ keys: '[MouseLeft]', target: dialog.parentElement as HTMLElement });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    // A forced close (e.g. on logout) overrides preventClose.
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onClose).toHaveBeenCalledWith('p', { force: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('renders nothing for an id missing from the registry', () => {
    renderWithProviders(<DialogStack dialogs={[{ key: 'x', id: 'unknown', type: 'confirm' }]} registry={registry} onClose={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
