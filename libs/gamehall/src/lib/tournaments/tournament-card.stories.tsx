import { tournamentsFixture } from '@casino/api-client/testing';
import type { Tournament } from '@casino/platform-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TournamentCard } from './tournament-card';

const DAY = 86_400_000;
const base: Tournament = { ...(tournamentsFixture[0] as Tournament), description: { title: 'Autumn slots race', img_288_192: '/games/game-09.svg' } };
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const meta = {
  title: 'Gamehall/TournamentCard',
  component: TournamentCard,
  args: { tournament: { ...base, status: 'active', started_at: iso(-DAY), finished_at: iso(3 * DAY) } },
  decorators: [(Story) => <div style={{ width: 280 }}><Story /></div>],
} satisfies Meta<typeof TournamentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Autumn slots race' })).toHaveAttribute('href', '/tournaments/81');
    await expect(canvas.getByText('Live')).toBeInTheDocument();
    await expect(canvas.getByText('Ends in')).toBeInTheDocument();
    await expect(canvas.getByText('€10,000')).toBeInTheDocument();
    await expect(canvas.getByText('214 players')).toBeInTheDocument();
  },
};

export const Upcoming: Story = {
  args: { tournament: { ...base, status: 'upcoming', started_at: iso(2 * DAY), finished_at: iso(9 * DAY), players_count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Starts in')).toBeInTheDocument();
  },
};

export const Finished: Story = {
  args: { tournament: { ...base, status: 'finished', started_at: '2026-10-01T00:00:00Z', finished_at: '2026-10-31T12:00:00Z' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('31.10.2026')).toBeInTheDocument();
  },
};
