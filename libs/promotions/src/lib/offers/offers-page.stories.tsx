import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offersFixture } from '../testing/offers-fixtures';
import { offersHandler, storyHandlers } from '../testing/story-handlers';
import { OffersPage } from './offers-page';

const meta = {
  title: 'Promotions/Offers page',
  component: OffersPage,
  parameters: {
    router: { initialEntries: ['/offers'] },
    msw: [offersHandler(offersFixture.filter((offer) => offer.trigger.action === 'deposit')), ...storyHandlers],
  },
} satisfies Meta<typeof OffersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositOffers: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Deposit and get it' })).toHaveAttribute('href', '/cashier/deposit?offer=1');
  },
};

export const Empty: Story = {
  parameters: { msw: [offersHandler([]), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'See all promotions' })).toBeVisible();
  },
};
