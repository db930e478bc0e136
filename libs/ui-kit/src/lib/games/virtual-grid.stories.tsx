import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoGames, type DemoGame } from './demo-games';
import { GameTile } from './game-tile';
import { VirtualGrid, type VirtualGridProps } from './virtual-grid';

function GameGrid(props: Omit<VirtualGridProps<DemoGame>, 'getKey' | 'renderItem'>) {
  return (
    <VirtualGrid<DemoGame>
      {...props}
      getKey={(game) => game.id}
      renderItem={(game, index) => <GameTile {...game} to={`/game/${game.id}`} eager={index < 6} />}
    />
  );
}

const meta = {
  title: 'Games/VirtualGrid',
  component: GameGrid,
  args: { label: 'All games', items: demoGames(240) },
} satisfies Meta<typeof GameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 240 games, but only the rows near the viewport are in the page. */
export const Windowed: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThan(240);
  },
};
/** More than 1000 games: the grid stops at 1000 and says why. */
export const OverLimit: Story = {
  args: { items: demoGames(1500) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing the first 1000 games');
  },
};
export const FewItems: Story = { args: { items: demoGames(5) } };
