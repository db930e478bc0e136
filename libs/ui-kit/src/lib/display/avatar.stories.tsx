import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

const meta = { title: 'Display/Avatar', component: Avatar, args: { name: 'Maria Silva' } } satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Image: Story = { args: { src: '/games/game-04.svg', size: 'lg', highlighted: true } };
export const BrokenImage: Story = { args: { src: '/missing.png' } };
export const NoName: Story = { args: { name: '' , size: 'lg'} };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <Avatar name="Ana Lima" size="sm" />
      <Avatar name="Piotr Nowak" size="md" />
      <Avatar name="Jordi Puig" size="lg" highlighted />
    </div>
  ),
};
