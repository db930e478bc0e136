import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/** A card that is one of the page's parts: a region named by its title, which a screen reader lists and jumps to. */
export const Region: Story = {
  args: { region: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Welcome bonus' });
    await expect(within(region).getByRole('button', { name: 'Claim' })).toBeVisible();
  },
};

/** Without `region`, a card is a plain group of content, not a landmark. */
export const NotARegion: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Welcome bonus' })).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
  },
};
