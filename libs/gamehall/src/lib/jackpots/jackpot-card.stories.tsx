import { jackpotsFixture } from '@casino/api-client/testing';
import type { Jackpot } from '@casino/platform-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { JackpotCard } from './jackpot-card';

const mega: Jackpot = { ...(jackpotsFixture[0] as Jackpot), description: { title: 'Mega', img_288_192: '/games/game-05.svg' } };

const meta = {
  title: 'Gamehall/JackpotCard',
  component: JackpotCard,
  args: { jackpot: mega },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof JackpotCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GrowingLive: Story = {
  // 3,600,000 an hour is 1,000 a second: the pool visibly grows between two ticks.
  args: { jackpot: { ...mega, amount: { amount: 125000, currency: 'EUR' }, growth_per_hour: 3_600_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/jackpots/61');
    await expect(canvas.getByText('€125,000')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('€125,000')).toBeNull(), { timeout: 3000 });
  },
};

export const Steady: Story = { args: { jackpot: { ...mega, growth_per_hour: 0 } } };

export const LongName: Story = {
  args: { jackpot: { ...mega, name: 'The Grand Progressive Mega Jackpot of the Week', description: { img_288_192: '/games/game-07.svg' } } },
};
