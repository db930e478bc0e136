import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = { title: 'Feedback/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3, width: 320 } };
export const Rect: Story = { args: { shape: 'rect', width: 288, aspectRatio: '3 / 2' } };
export const Circle: Story = { args: { shape: 'circle', width: 44, height: 44 } };
/** A card while it loads: the skeleton keeps the content's shape. */
export const CardShape: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', maxWidth: 360 }}>
      <Skeleton shape="circle" width={44} height={44} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
