import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { loyaltyBackend } from '../testing/loyalty-fixtures';
import { storyHandlers } from '../testing/story-handlers';
import { InsufficientFundsDialog } from './insufficient-funds-dialog';
import { ShopBuyDialog } from './shop-buy-dialog';
import { ShopConfirmDialog } from './shop-confirm-dialog';

const meta = {
  title: 'Loyalty/Shop dialogs',
  component: ShopConfirmDialog,
  parameters: { msw: [...loyaltyBackend().handlers, ...storyHandlers] },
  args: { close: fn(), preventClose: false, productId: 1 },
} satisfies Meta<typeof ShopConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('It costs 300 Coins. You will have 950 Coins left.')).toBeVisible();
  },
};

export const Bought: Story = {
  render: (args) => <ShopBuyDialog close={args.close} preventClose={false} productId={4} points={0} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('50 free spins has been added to your account.')).toBeVisible();
  },
};

export const InsufficientFunds: Story = {
  render: (args) => <InsufficientFundsDialog close={args.close} preventClose={false} productId={6} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You need 7,750 Coins more for €100 cash.')).toBeVisible();
  },
};
