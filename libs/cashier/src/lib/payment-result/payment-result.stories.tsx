import { depositInfoFixture, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentResultPage } from './payment-result-page';

const meta = {
  title: 'Cashier/Payment result',
  component: PaymentResultPage,
  args: { outcome: 'success' },
  parameters: { router: { path: '/cashier/:result/:transaction?', initialEntries: ['/cashier/paysuccess/501'] } },
} satisfies Meta<typeof PaymentResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€100 is on your balance. Good luck!')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  },
};

export const SuccessWithoutTransaction: Story = { parameters: { router: { initialEntries: ['/cashier/paysuccess'] } } };

export const Fail: Story = {
  args: { outcome: 'fail' },
  parameters: { router: { initialEntries: ['/cashier/payfail/501'] } },
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getdepositinfo', { ...depositInfoFixture, status: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Your payment of €100 did not go through/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/cashier/deposit');
  },
};

export const Cancel: Story = {
  args: { outcome: 'cancel' },
  parameters: { router: { initialEntries: ['/cashier/paycancel'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to deposit' })).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { outcome: 'pending' },
  parameters: { router: { initialEntries: ['/cashier/paypending/501'] } },
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getdepositinfo', { ...depositInfoFixture, status: 'pending' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Payment in progress')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** When the deposit info says it settled, the pending page moves on to the result. */
export const PendingThenSettled: Story = {
  args: { outcome: 'pending' },
  parameters: { router: { path: '/cashier/paypending/:transaction', initialEntries: ['/cashier/paypending/501'] } },
  play: async ({ canvasElement }) => {
    // The deposit settled: the page moved on to the success page of the same transaction.
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/cashier/paysuccess/501');
  },
};
