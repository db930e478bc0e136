import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loyaltyBackend, loyaltyProductsAnswer, productsFixture } from '../testing/loyalty-fixtures';
import { storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { ShopPage } from './shop-page';

const meta = {
  title: 'Loyalty/Shop page',
  component: ShopPage,
  parameters: { layout: 'padded', router: { initialEntries: ['/loyalty/shop'] }, msw: storyHandlers },
} satisfies Meta<typeof ShopPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '10 free spins' })).toBeVisible();
    await expect(canvas.getByText('Unlocks at Gold')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const BuyAProduct: Story = {
  beforeEach({ msw }) {
    msw.use(...loyaltyBackend().handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy €5 free bet for 450 Coins' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Buy €5 free bet?' })).getByRole('button', { name: 'Buy now' }));
    await expect(await body.findByRole('dialog', { name: 'It is yours!' })).toBeVisible();
    await expect(canvas.getByTestId('loyalty-points')).toHaveTextContent('800 Coins');
  },
};

export const NotEnoughPoints: Story = {
  beforeEach({ msw }) {
    msw.use(...loyaltyBackend({ points: 120 }).handlers);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Buy 10 free spins for 300 Coins' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Not enough Coins' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { msw: visitorHandlers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Buy 10 free spins for 300 Coins' })).toHaveTextContent('Sign up to buy');
  },
};

export const Loading: Story = {
  parameters: { msw: [platformHandler('loyalty.getproducts', { items: productsFixture }, { delayMs: 600_000 }), ...storyHandlers] },
};

export const Empty: Story = {
  parameters: { msw: [loyaltyProductsAnswer([]), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'The shop is being restocked' })).toBeVisible();
  },
};
