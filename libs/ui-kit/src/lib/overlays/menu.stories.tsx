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

/** The header's account menu: a summary above, pages opened by the router, an action at the end; keys move through them. */
export const PagesWithHeader: Story = {
  args: {
    label: 'My account',
    header: <strong>€1,250.00</strong>,
    items: [
      { key: 'profile', label: 'Profile', icon: 'user', to: '/profile' },
      { key: 'history', label: 'History', icon: 'wallet', to: '/cashier/history' },
      { key: 'logout', label: 'Sign out', icon: 'logout', onSelect: fn() },
    ],
  },
  parameters: { router: { initialEntries: ['/'], path: '/' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'My account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const menu = await body.findByRole('menu', { name: 'My account' });
    await expect(menu).toHaveTextContent('€1,250.00');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'History' }));
    await expect(await body.findByTestId('location')).toHaveTextContent('/cashier/history');
  },
};
