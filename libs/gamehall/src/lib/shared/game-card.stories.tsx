import type { Game } from '@casino/platform-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyGames, storyTileData } from '../testing/story-games';
import { GameCard } from './game-card';

const [newGame, plainGame] = storyGames(2) as [Game, Game];

const meta = {
  title: 'Gamehall/GameCard',
  component: GameCard,
  args: { game: newGame, data: storyTileData() },
  decorators: [(Story) => <div style={{ width: 240 }}><Story /></div>],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Golden Pharaoh/ })).toHaveAttribute('href', '/game/story-game-1');
    await expect(canvas.getByText('New')).toBeInTheDocument();
    await expect(canvas.getByText('Aurora Gaming')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Favourite Golden Pharaoh' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Liked: Story = { args: { data: storyTileData({ liked: ['story-game-1'] }) } };

export const FreeSpins: Story = {
  args: { data: storyTileData({ freespins: { 'story-game-1': 25 } }) },
  play: async ({ canvasElement }) => {
    // Free spins the player holds come first, before "new".
    const badges = within(canvasElement).getAllByText(/free spins|New/);
    await expect(badges[0]).toHaveTextContent('25 free spins');
  },
};

export const Visitor: Story = {
  args: { game: plainGame, data: storyTileData({ signedIn: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const FirstRow: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

export const PhoneTile: Story = {
  args: { data: storyTileData({ freespins: { 'story-game-1': 3 }, maxBadges: 1 }) },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link'));
    await expect(within(canvasElement).queryByText('New')).toBeNull();
  },
};
