import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDispatch } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { showToast, type ShowToastPayload } from './overlays-slice';

const samples: ShowToastPayload[] = [
  { kind: 'success', text: 'Deposit of €100.00 received. Good luck!', duration: 60_000 },
  { kind: 'info', text: 'Your withdrawal is being processed.', duration: 60_000 },
  { kind: 'warning', text: 'Your session ends in 2 minutes.', duration: 60_000 },
  { kind: 'error', text: 'The payment failed. Try another method.', duration: 60_000 },
];

/** Toasts go through the store: the story frame's ToastHost (the site's one toast list) draws them. */
function Demo({ initial }: { initial: ShowToastPayload[] }) {
  const dispatch = useDispatch();
  useEffect(() => initial.forEach((toast) => dispatch(showToast(toast))), [dispatch, initial]);
  return <Button onClick={() => dispatch(showToast({ kind: 'success', text: 'Promo code activated' }))}>Show a toast</Button>;
}

const meta = { title: 'Overlays/ToastList', component: Demo, args: { initial: samples } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  play: async () => {
    const body = within(document.body);
    for (const { text } of samples) await expect(await body.findByText(text ?? '')).toBeInTheDocument();
  },
};
export const Dismiss: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a toast' }));
    const body = within(document.body);
    await expect(await body.findByRole('status')).toHaveTextContent('Promo code activated');
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());
  },
};
