import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BonusesPage } from './bonuses-page';

const meta = {
  title: 'Profile/Bonuses',
  component: BonusesPage,
  parameters: { router: { initialEntries: ['/profile/bonuses'] } },
} satisfies Meta<typeof BonusesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Casino bonuses' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Free spins' })).toBeInTheDocument();
  },
};

export const BurnConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within((await canvas.findByRole('heading', { name: 'Reload bonus 50%' })).closest('section') as HTMLElement);
    await userEvent.click(card.getByRole('button', { name: 'Activate' }));
    await expect(await within(document.body).findByRole('alertdialog', { name: 'Replace your active bonus?' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      platformHandler('bonuses.get', { items: [], total: 0 }),
      platformHandler('BettingBonuses.get', { items: [], total: 0 }),
      platformHandler('freespins.get', { items: [], count: 0 }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No bonuses yet' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
