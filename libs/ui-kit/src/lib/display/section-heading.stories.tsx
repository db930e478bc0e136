import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'Display/SectionHeading',
  component: SectionHeading,
  args: { id: 'latest-winners', title: 'Latest winners', link: { to: '/winners', label: 'See all' } },
} satisfies Meta<typeof SectionHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Latest winners' })).toHaveAttribute('id', 'latest-winners');
    await expect(canvas.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/winners');
  },
};
export const WithoutLink: Story = {
  args: { link: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
