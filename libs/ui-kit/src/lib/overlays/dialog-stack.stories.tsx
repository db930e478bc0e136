import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { TextField } from '../fields/text-field';
import { ConfirmDialog } from './confirm-dialog';
import { Curtain } from './curtain';
import { Dialog } from './dialog';
import { DialogStack } from './dialog-stack';
import type { DialogComponentProps, DialogEntry, DialogRegistry } from './dialog-types';

function PromoDialog({ close }: DialogComponentProps) {
  const [code, setCode] = useState('');
  return (
    <Dialog title="Activate a promo code" actions={<Button onClick={() => close()}>Activate</Button>}>
      <p style={{ marginBottom: 'var(--space-4)' }}>Enter the code from our newsletter to get your bonus.</p>
      <TextField label="Promo code" value={code} onChange={setCode} autoComplete="off" />
    </Dialog>
  );
}

function BurnDialog({ close }: DialogComponentProps) {
  return (
    <ConfirmDialog
      title="Burn your bonuses?"
      message="Your active bonuses and their winnings will be lost. This cannot be undone."
      icon="fire"
      tone="danger"
      confirmLabel="Burn bonuses"
      onConfirm={() => close(true)}
    />
  );
}

function FiltersCurtain({ close }: DialogComponentProps) {
  return (
    <Curtain title="Filters" footer={<Button block onClick={() => close()}>Show 240 games</Button>}>
      <p>Providers, categories and features of the game hall.</p>
    </Curtain>
  );
}

const registry: DialogRegistry = { promo: PromoDialog, burn: BurnDialog, filters: FiltersCurtain };

/** A stand-in for the session slice: the stack state, opened by buttons. */
function Demo({ initial = [] }: { initial?: DialogEntry[] }) {
  const [dialogs, setDialogs] = useState<DialogEntry[]>(initial);
  const open = (entry: Omit<DialogEntry, 'key'>) => setDialogs((current) => [...current, { ...entry, key: `${entry.id}-${current.length}` }]);
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
        <Button onClick={() => open({ id: 'promo', type: 'popup' })}>Open popup</Button>
        <Button variant="secondary" onClick={() => open({ id: 'burn', type: 'confirm' })}>Open confirm</Button>
        <Button variant="secondary" onClick={() => open({ id: 'filters', type: 'curtain' })}>Open curtain</Button>
      </div>
      <DialogStack dialogs={dialogs} registry={registry} onClose={(key) => setDialogs((current) => current.filter((dialog) => dialog.key !== key))} />
    </>
  );
}

const meta = { title: 'Overlays/DialogStack', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Popup: Story = {
  args: { initial: [{ key: 'a', id: 'promo', type: 'popup' }] },
};
export const Confirm: Story = { args: { initial: [{ key: 'b', id: 'burn', type: 'confirm' }] } };
export const CurtainSheet: Story = { args: { initial: [{ key: 'c', id: 'filters', type: 'curtain' }] } };
export const PreventClose: Story = { args: { initial: [{ key: 'd', id: 'promo', type: 'popup', preventClose: true }] } };
export const Stacked: Story = {
  args: { initial: [{ key: 'e', id: 'filters', type: 'curtain' }, { key: 'f', id: 'burn', type: 'confirm' }] },
};

/** Focus moves into the dialog, Escape closes it, and focus returns to the button that opened it. */
export const FocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open popup' });
    await userEvent.click(opener);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Activate a promo code' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(document.documentElement.style.overflow || document.body.style.overflow).toBe('hidden');
    // Tab cycles inside the dialog (through its close button, field and action), never to the page behind.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      // Focus may pass through a focus guard, which sends it back into the dialog on the next frame.
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
