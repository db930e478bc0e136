import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetsHistoryPage } from './bets-history-page';

const meta = {
  title: 'Profile/Bets history',
  component: BetsHistoryPage,
  parameters: { router: { initialEntries: ['/profile/bets/history'] } },
} satisfies Meta<typeof BetsHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fruit Storm')).toBeInTheDocument();
    await expect(canvas.getByText('€12.40')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Exports' })).toHaveAttribute('href', '/profile/bets/exports');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('games.getHistory', { items: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No bets yet' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
