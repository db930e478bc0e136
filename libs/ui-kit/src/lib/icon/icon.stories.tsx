import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from './icon';
import { iconNames } from './icon-names';
import { IconsPage } from './icons-page';

const meta = {
  title: 'Icons/Icon',
  component: Icon,
  args: { name: 'trophy', size: 'lg' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const Labelled: Story = {
  args: { label: 'Jackpot' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Jackpot' })).toBeInTheDocument();
  },
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center', color: 'var(--color-accent)' }}>
      <Icon name="star" size="sm" />
      <Icon name="star" size="md" />
      <Icon name="star" size="lg" />
      <Icon name="star" size="xl" />
    </div>
  ),
};
/** The `/_icons` page: every icon of the sprite. */
export const SpritePage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <IconsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Icons' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
