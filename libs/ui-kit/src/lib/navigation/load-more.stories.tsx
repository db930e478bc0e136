import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadMore } from './load-more';

const meta = { title: 'Navigation/LoadMore', component: LoadMore, args: { shown: 24, total: 1340, onLoadMore: fn() } } satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 24 of 1,340')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = {
  args: { shown: 1340 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};
