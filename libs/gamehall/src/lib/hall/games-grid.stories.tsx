import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { storyGames, storyTileData } from '../testing/story-games';
import { GamesGrid, type GamesGridProps } from './games-grid';

const catalogue = storyGames(3000);

/** Pages of 48 appear as the grid asks for more, like the hall's games.get paging. */
function Paged(props: GamesGridProps) {
  const [count, setCount] = useState(48);
  return <GamesGrid {...props} games={catalogue.slice(0, count)} hasMore={count < catalogue.length} onEndReached={() => setCount((value) => value + 48)} />;
}

const meta = {
  title: 'Gamehall/GamesGrid',
  component: GamesGrid,
  args: { games: catalogue, data: storyTileData(), label: 'Games', hasMore: false, onEndReached: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GamesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeThousandGames: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    // Only the rows near the viewport are in the DOM, and never more than the spec's 1000 items.
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(120);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '1000');
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(1500);
  },
};

export const LoadsMoreOnScroll: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    window.scrollTo(0, document.body.scrollHeight);
    await waitFor(() => expect(Number(within(list).getAllByRole('listitem')[0]?.getAttribute('aria-setsize'))).toBeGreaterThan(48));
  },
};

export const FirstPageLoading: Story = {
  args: { games: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Games' })).toHaveAttribute('aria-busy', 'true');
  },
};
