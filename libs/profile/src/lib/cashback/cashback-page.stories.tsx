import { cashbacksFixture, platformHandler, type PlatformCall } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CashbackPage } from './cashback-page';

// Answers cashbacks.get with the fixtures of the asked statuses, like the platform.
const byStatus = ({ query }: PlatformCall) => {
  const statuses = query.getAll('statuses').flatMap((value) => value.split(','));
  const items = cashbacksFixture.filter((cashback) => statuses.includes(cashback.status));
  return { items, total: items.length };
};

const meta = {
  title: 'Profile/Cashback',
  component: CashbackPage,
  parameters: { router: { initialEntries: ['/profile/cashback'] } },
  beforeEach({ msw }) {
    msw.use(platformHandler('cashbacks.get', byStatus));
  },
} satisfies Meta<typeof CashbackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('€12.50')).toBeInTheDocument();
    await expect(canvas.getByText('15.11.2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim cashback' }));
    await expect(await within(document.body).findByText('Cashback is on your balance.')).toBeInTheDocument();
  },
};

export const Decline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Decline' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Decline your cashback?' }));
    await expect(dialog.getByText('The cashback waiting for you is removed and cannot be claimed later.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline it' }));
    await expect(await within(document.body).findByText('Cashback declined.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashbacks.get', { items: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No cashback yet' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
