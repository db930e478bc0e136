import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameTile } from '../games/game-tile';
import { demoGames } from '../games/demo-games';
import { Carousel } from './carousel';

const games = demoGames(12);

const meta = {
  title: 'Navigation/Carousel',
  component: Carousel,
  args: {
    title: 'Popular games',
    icon: 'fire',
    seeAllTo: '/gamehall?category=popular',
    children: games.map((game, index) => <GameTile key={game.id} {...game} to={`/game/${game.id}`} eager={index < 6} />),
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GameRow: Story = {};
export const WithoutSeeAll: Story = { args: { seeAllTo: undefined, title: 'New games', icon: 'star' } };
