import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../actions/button';
import { Link } from '../actions/link';
import { Drawer, type DrawerProps } from './drawer';

function WithTrigger(props: Omit<DrawerProps, 'open' | 'onClose'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(props.initiallyOpen));
  return (
    <>
      <Button variant="secondary" iconStart="menu" onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const links = (
  <nav style={{ display: 'grid', gap: 'var(--space-3)' }}>
    <Link to="/gamehall" variant="subtle">Game hall</Link>
    <Link to="/promotions" variant="subtle">Promotions</Link>
    <Link to="/tournaments" variant="subtle">Tournaments</Link>
    <Link to="/support" variant="subtle">Support</Link>
  </nav>
);

const meta = {
  title: 'Overlays/Drawer',
  component: WithTrigger,
  args: { title: 'Menu', children: links },
} satisfies Meta<typeof WithTrigger>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Menu' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { initiallyOpen: true } };
export const Right: Story = { args: { initiallyOpen: true, side: 'right', title: 'Account' } };
