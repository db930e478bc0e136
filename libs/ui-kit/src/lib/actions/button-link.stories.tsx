import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './button-link';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { to: '/cashier/deposit', children: 'Make a deposit' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/cashier/deposit');
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'See all promotions', to: '/promotions', iconEnd: 'chevron-right' } };
export const Block: Story = { args: { block: true, size: 'lg' } };
export const NamedInAList: Story = {
  args: { children: 'Details', 'aria-label': 'Details of Welcome bonus', to: '/promotions/7' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Details of Welcome bonus' })).toBeVisible();
  },
};
