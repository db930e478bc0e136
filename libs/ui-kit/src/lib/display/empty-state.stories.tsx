import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../actions/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  args: {
    icon: 'wallet',
    title: 'No transactions yet',
    description: 'Your deposits and withdrawals will show up here. Make a first deposit to start playing.',
    action: <Button iconStart="plus">Deposit</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {};
export const WithoutAction: Story = { args: { icon: 'search', title: 'No games found', description: 'Try another name or clear the filters.', action: undefined } };
