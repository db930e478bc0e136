import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { spinsOffer } from '../testing/offers-fixtures';
import { storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { PromoCodeForm } from './promo-code-form';

const meta = {
  title: 'Promotions/Promo code form',
  component: PromoCodeForm,
  parameters: { msw: storyHandlers },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const UnknownCode: Story = {
  parameters: {
    msw: [platformErrorHandler('campaigns.activateOffer', 'InvalidParameterException', { errorData: { promo_code: ['EXPIRED'] } }), ...storyHandlers],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Promo code'), 'SUMMER2024');
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate' }));
    await expect(await canvas.findByText('This promo code has expired')).toBeVisible();
    await expect(canvas.getByLabelText('Promo code')).toHaveValue('SUMMER2024');
  },
};

export const VisitorChecksCode: Story = {
  parameters: { msw: [platformHandler('campaigns.checkPromocode', { result: 1, offer: spinsOffer }), ...visitorHandlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Promo code'), 'SPIN20');
    await userEvent.click(await canvas.findByRole('button', { name: 'Check code' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sign in to activate it.');
  },
};
