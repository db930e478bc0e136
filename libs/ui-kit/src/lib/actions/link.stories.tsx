import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { to: '/promotions', children: 'See all promotions' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/promotions');
  },
};
export const Subtle: Story = { args: { variant: 'subtle', children: 'Terms and conditions', to: '/terms' } };
export const External: Story = {
  args: { to: undefined, href: 'https://www.begambleaware.org', children: 'Responsible gaming help' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Responsible gaming help.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
