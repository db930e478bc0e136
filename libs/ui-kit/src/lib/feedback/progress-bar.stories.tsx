import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Wagering', value: 350, max: 1000 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Wagering' });
    await expect(bar).toHaveAttribute('aria-valuenow', '350');
    await expect(bar).toHaveAttribute('aria-valuetext', '350 of 1,000');
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 1000, tone: 'success', label: 'Level 3 reached' } };
export const CustomText: Story = { args: { label: 'Loyalty points', value: 820, max: 1500, valueText: '820 / 1 500 points', tone: 'info' } };
