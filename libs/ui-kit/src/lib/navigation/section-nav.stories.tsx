import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionNav } from './section-nav';

const meta = {
  title: 'Navigation/SectionNav',
  component: SectionNav,
  parameters: { router: { initialEntries: ['/profile/security'] } },
  args: {
    label: 'Profile sections',
    layout: 'rail',
    items: [
      { to: '/profile', label: 'Overview', end: true },
      { to: '/profile/settings', label: 'Personal data' },
      { to: '/profile/security', label: 'Security' },
      { to: '/profile/verification', label: 'Verification' },
      { to: '/profile/bonuses', label: 'Bonuses' },
      { to: '/profile/cashback', label: 'Cashback' },
      { to: '/profile/loyalty', label: 'Loyalty' },
      { to: '/profile/bets', label: 'Bets' },
      { to: '/profile/notification', label: 'Notifications' },
      { to: '/profile/responsible-game', label: 'Responsible gaming' },
    ],
  },
} satisfies Meta<typeof SectionNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Many sections: a row that scrolls sideways on a phone, a column beside the page from laptop up. */
export const Rail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Bonuses' }));
    await expect(canvas.getByRole('link', { name: 'Bonuses' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Security' })).not.toHaveAttribute('aria-current');
  },
};

/** A few sections: they wrap onto a second line on a phone, every one in sight. */
export const Wrap: Story = {
  parameters: { router: { initialEntries: ['/cashier/deposit/visa'] } },
  args: {
    label: 'Cashier sections',
    layout: 'wrap',
    items: [
      { to: '/cashier', label: 'Overview', end: true },
      { to: '/cashier/deposit', label: 'Deposit' },
      { to: '/cashier/withdraw', label: 'Withdraw', end: true },
      { to: '/cashier/wallet', label: 'Wallet', end: true },
      { to: '/cashier/history', label: 'History', end: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
  },
};
