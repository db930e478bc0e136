import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GameTile, type GameTileProps } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';

function WithFavourite(props: GameTileProps) {
  const [favourite, setFavourite] = useState(Boolean(props.favourite));
  return <GameTile {...props} favourite={favourite} onToggleFavourite={() => setFavourite((value) => !value)} />;
}

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: { name: 'Golden Pharaoh', provider: 'Pragmatic Play', imageSrc: '/games/game-03.svg', to: '/game/golden-pharaoh' },
  decorators: [(Story) => <div style={{ width: 220 }}><Story /></div>],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Golden Pharaoh/ })).toHaveAttribute('href', '/game/golden-pharaoh');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
  },
};
export const Badges: Story = { args: { badges: [{ tone: 'new', label: 'New' }, { tone: 'jackpot', label: 'Jackpot' }] } };
export const Favourite: Story = {
  render: (args) => <WithFavourite {...args} />,
  play: async ({ canvasElement }) => {
    const like = within(canvasElement).getByRole('button', { name: 'Favourite Golden Pharaoh' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Eager: Story = {
  args: { eager: true, badges: [{ tone: 'hot', label: 'Hot' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager');
  },
};
export const BrokenImage: Story = { args: { imageSrc: '/games/missing.png', name: 'Lost Temple' } };
export const LongName: Story = { args: { name: 'The Incredible Adventures of the Golden Dragon Megaways', provider: 'Big Time Gaming Studios' } };
export const Loading: Story = { render: () => <GameTileSkeleton /> };
