import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../actions/button';
import { Badge } from './badge';
import { Card } from './card';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    title: 'Welcome bonus',
    subtitle: '100% up to €500 + 200 free spins',
    children: 'Make your first deposit of at least €20 and we double it. Wagering x35 within 30 days.',
    aside: <Badge tone="success">Active</Badge>,
    footer: <Button size="sm">Claim</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Raised: Story = { args: { variant: 'raised' } };
export const Highlight: Story = { args: { variant: 'highlight', aside: <Badge tone="jackpot">VIP</Badge> } };
export const BodyOnly: Story = { args: { title: undefined, subtitle: undefined, aside: undefined, footer: undefined } };
