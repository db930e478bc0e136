import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spinsOffer, welcomeOffer } from '../testing/offers-fixtures';
import { storyHandlers } from '../testing/story-handlers';
import { PromoCodeActivatedDialog } from './promo-code-activated-dialog';

const meta = {
  title: 'Promotions/Promo code activated dialog',
  component: PromoCodeActivatedDialog,
  parameters: { msw: storyHandlers },
  args: { close: fn(), preventClose: false, status: 'activated', offer: spinsOffer },
} satisfies Meta<typeof PromoCodeActivatedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Granted: Story = {};

export const WaitsForDeposit: Story = { args: { status: 'taken', offer: welcomeOffer } };
