import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ItemNotFound } from './item-not-found';

const meta = {
  title: 'Display/ItemNotFound',
  component: ItemNotFound,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/jackpots/404'] } },
  args: { icon: 'coins', title: 'This jackpot does not exist', back: { to: '/jackpots', label: 'All jackpots' } },
} satisfies Meta<typeof ItemNotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The route's validation message (SPEC.md 2.2) and the one button back to the list. */
export const Jackpot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This jackpot does not exist' })).toBeVisible();
    await expect(canvas.getByText('Page Not Found: /jackpots/404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All jackpots' })).toHaveAttribute('href', '/jackpots');
  },
};
