import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
  args: {
    label: 'Account',
    items: [
      { key: 'profile', label: 'Profile', icon: 'user', onSelect: fn() },
      { key: 'cashier', label: 'Cashier', icon: 'wallet', onSelect: fn() },
      { key: 'bonuses', label: 'Bonuses', icon: 'gift', onSelect: fn() },
      { key: 'logout', label: 'Log out', icon: 'logout', tone: 'danger', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextTrigger: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await userEvent.click(body.getByRole('menuitem', { name: 'Cashier' }));
    await expect(args.items[1].onSelect).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};
export const IconTrigger: Story = { args: { icon: 'more-horizontal', label: 'More actions' } };
