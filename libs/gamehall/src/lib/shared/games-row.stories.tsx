import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyGames, storyTileData } from '../testing/story-games';
import { GamesRow } from './games-row';

const meta = {
  title: 'Gamehall/GamesRow',
  component: GamesRow,
  args: { title: 'Popular', games: storyGames(12), data: storyTileData(), seeAllTo: '/gamehall/popular' },
} satisfies Meta<typeof GamesRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Popular' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/gamehall/popular');
  },
};

export const FirstRowEager: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};

export const Loading: Story = {
  args: { games: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('article')).toHaveLength(0);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
