import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { OfferPage } from '../offers/offer-page';
import { storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { PromotionPage } from './promotion-page';

function Pages() {
  return (
    <Routes>
      <Route path="/promotions/:id" element={<PromotionPage />} />
      <Route path="/offers/:id" element={<OfferPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Promotions/Promotion page',
  component: Pages,
  parameters: { router: { initialEntries: ['/promotions/1'] }, msw: storyHandlers },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DepositOffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome bonus 100%', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit and get it' })).toHaveAttribute('href', '/cashier/deposit?offer=1');
  },
};

export const TakePart: Story = {
  parameters: { router: { initialEntries: ['/promotions/3'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Take part' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('You are taking part.');
  },
};

export const Visitor: Story = {
  parameters: { router: { initialEntries: ['/promotions/3'] }, msw: visitorHandlers },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Sign in to take part' })).toBeVisible();
  },
};

export const OfferItem: Story = { parameters: { router: { initialEntries: ['/offers/1'] } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const NotFound: Story = {
  parameters: { router: { initialEntries: ['/promotions/999'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page Not Found: /promotions/999')).toBeVisible();
  },
};
