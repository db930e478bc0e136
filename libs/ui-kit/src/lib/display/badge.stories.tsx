import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = { title: 'Display/Badge', component: Badge, args: { children: 'New', tone: 'new' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)' }}>
      <Badge tone="new">New</Badge>
      <Badge tone="hot" icon="fire">Hot</Badge>
      <Badge tone="jackpot">Jackpot</Badge>
      <Badge tone="freespins">Free spins</Badge>
      <Badge tone="demo">Demo</Badge>
      <Badge tone="success">Paid</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Failed</Badge>
      <Badge tone="info">Wagering</Badge>
      <Badge tone="neutral">Expired</Badge>
    </div>
  ),
};
