import { cashierHistoryFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HistoryPage } from './history-page';

const meta = {
  title: 'Cashier/History',
  component: HistoryPage,
  parameters: { router: { initialEntries: ['/cashier/history'] } },
} satisfies Meta<typeof HistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const six = Array.from({ length: 6 }, (_, index) => ({ ...cashierHistoryFixture[index % 3]!, id: 900 + index }));

export const DepositsWithLoadMore: Story = {
  beforeEach({ msw }) {
    msw.use(
      platformHandler('cashier.gethistory', ({ query }) => {
        const offset = Number(query.get('offset') ?? 0);
        const count = Number(query.get('count'));
        return { items: six.slice(offset, offset + count), total: six.length };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('history-amount')).toHaveLength(4);
    await expect(canvas.getAllByText('20.11.2026', { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('Showing 6 of 6')).toBeInTheDocument();
    await expect(canvas.getAllByTestId('history-amount')).toHaveLength(6);
  },
};

export const WithdrawalsTab: Story = {
  parameters: { router: { initialEntries: ['/cashier/history?tab=withdrawal'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Withdrawals', selected: true })).toBeInTheDocument();
  },
};

export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cashback' }));
    await expect(canvas.getByRole('tab', { name: 'Cashback', selected: true })).toBeInTheDocument();
    await expect(await canvas.findAllByTestId('history-amount')).toHaveLength(3);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.gethistory', { items: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No deposits yet')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Make a deposit' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.gethistory', 'InternalServerErrorException', { status: 500 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
