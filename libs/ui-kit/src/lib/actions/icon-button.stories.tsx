import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'search', label: 'Search games', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search games' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
      <IconButton {...args} variant="ghost" icon="menu" label="Menu" />
      <IconButton {...args} variant="secondary" icon="bell" label="Notifications" />
      <IconButton {...args} variant="primary" icon="plus" label="Deposit" />
      <IconButton {...args} variant="overlay" icon="heart" label="Favourite" />
      <IconButton {...args} variant="secondary" size="sm" icon="close" label="Close" />
    </div>
  ),
};
export const Pressed: Story = { args: { icon: 'heart', label: 'Favourite', pressed: true, variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true } };
