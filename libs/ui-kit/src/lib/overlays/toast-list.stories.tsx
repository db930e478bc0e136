import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { createToastId } from './create-toast-id';
import { ToastList } from './toast-list';
import type { Toast } from './toast-types';

const samples: Toast[] = [
  { id: 's', kind: 'success', message: 'Deposit of €100.00 received. Good luck!', duration: 60_000 },
  { id: 'i', kind: 'info', message: 'Your withdrawal is being processed.', duration: 60_000 },
  { id: 'w', kind: 'warning', message: 'Your session ends in 2 minutes.', duration: 60_000 },
  { id: 'e', kind: 'error', message: 'The payment failed. Try another method.', duration: 60_000 },
];

function Demo({ initial }: { initial: Toast[] }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <Button onClick={() => setToasts((current) => [...current, { id: createToastId(), kind: 'success', message: 'Promo code activated' }])}>Show a toast</Button>
      <ToastList toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((toast) => toast.id !== id))} />
    </>
  );
}

const meta = { title: 'Overlays/ToastList', component: Demo, args: { initial: samples } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};
export const Dismiss: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    const body = within(document.body);
    await expect(body.getByRole('status')).toHaveTextContent('Promo code activated');
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());
  },
};
