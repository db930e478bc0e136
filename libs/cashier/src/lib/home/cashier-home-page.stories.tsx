import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CashierHomePage } from './cashier-home-page';

const meta = { title: 'Cashier/Overview', component: CashierHomePage } satisfies Meta<typeof CashierHomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RecentTransactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('history-amount')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/cashier/history');
  },
};

export const NoTransactionsYet: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.gethistory', { items: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Make a deposit' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
