import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Leaderboard } from './leaderboard';

const meta = {
  title: 'Gamehall/Leaderboard',
  component: Leaderboard,
  args: { tournamentId: 81 },
} satisfies Meta<typeof Leaderboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** leaderboard.get from the shared MSW fixtures: the player's own row is marked. */
export const WithPlayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    const rows = canvas.getAllByRole('row');
    await expect(rows[2]).toHaveTextContent('Luc*** (You)');
    await expect(rows[2]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('€5,000');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('leaderboard.get', { tournament_id: 81, items: [], total: 0 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody has scored yet. Join and take the lead.')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('leaderboard.get', 'InvalidRequestException'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
