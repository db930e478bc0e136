import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { offersHandler, storyHandlers, visitorHandlers } from '../testing/story-handlers';
import { PromotionsPage } from './promotions-page';

const meta = {
  title: 'Promotions/Promotions page',
  component: PromotionsPage,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/promotions'] }, msw: storyHandlers },
} satisfies Meta<typeof PromotionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome bonus 100%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { msw: visitorHandlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Check code' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Loading: Story = {
  parameters: { msw: [platformHandler('campaigns.getoffers', { items: [], count: 0 }, { delayMs: 600_000 }), ...storyHandlers] },
};

export const Empty: Story = {
  parameters: { msw: [offersHandler([]), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Go to the game hall' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: [platformErrorHandler('campaigns.getoffers', 'InternalServerErrorException', { status: 500 }), ...storyHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
