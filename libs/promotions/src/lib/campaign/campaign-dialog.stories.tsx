import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyHandlers } from '../testing/story-handlers';
import { CampaignDialog } from './campaign-dialog';

const meta = {
  title: 'Promotions/Campaign dialog',
  component: CampaignDialog,
  parameters: { msw: storyHandlers },
  args: { close: fn(), preventClose: false, popupId: 1, offerId: 1 },
} satisfies Meta<typeof CampaignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterSignIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Claim bonus' })).toBeVisible();
  },
};

export const Preview: Story = { args: { popupId: '1', offerId: undefined, preview: true } };

export const Ended: Story = {
  parameters: { msw: [platformHandler('popups.get', { items: [] }), ...storyHandlers] },
  args: { popupId: '7', preview: true },
};
