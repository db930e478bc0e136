import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../actions/button';
import { SystemPage } from './system-page';

const meta = {
  title: 'Display/SystemPage',
  component: SystemPage,
  parameters: { layout: 'fullscreen' },
  args: { icon: 'search', title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' },
} satisfies Meta<typeof SystemPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { action: <Button>Go to the home page</Button> } };
export const Forbidden: Story = { args: { icon: 'lock', tone: 'danger', title: 'Access denied', description: 'You do not have access to this page.', fullHeight: true } };
export const Maintenance: Story = { args: { icon: 'wrench', tone: 'info', title: 'We will be right back', description: 'The site is under maintenance. Please try again in a few minutes.', fullHeight: true } };
export const UserBlocked: Story = { args: { icon: 'ban', tone: 'danger', title: 'Your account is blocked', description: 'Contact support to find out why and what to do next.', action: <Button iconStart="headset">Contact support</Button> } };
export const SlotError: Story = { args: { icon: 'warning', title: 'The game could not start', description: 'Something went wrong with this game. Choose another one in the game hall.', action: <Button>Go to the game hall</Button> } };
export const PaySuccess: Story = { args: { icon: 'check-circle', tone: 'success', title: 'Deposit successful', description: 'The money is on your balance. Good luck!', action: <Button>Go to the game hall</Button> } };
export const PayFail: Story = { args: { icon: 'error-circle', tone: 'danger', title: 'Payment failed', description: 'Your bank declined the payment. Try another method or a smaller amount.', action: <Button>Back to deposit</Button> } };
export const PayPending: Story = { args: { icon: 'hourglass', tone: 'info', title: 'Payment is being processed', description: 'This usually takes a minute. The page updates by itself.', loading: true } };
