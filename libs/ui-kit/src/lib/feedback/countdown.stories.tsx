import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Countdown } from './countdown';

const HOUR = 3_600_000;

const meta = { title: 'Feedback/Countdown', component: Countdown, args: { to: Date.now() + 26 * HOUR + 5 * 60_000 } } satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAccessibleName(/^1 days 2 hours/);
  },
};
export const Hours: Story = { args: { to: Date.now() + 3 * HOUR + 42 * 60_000 } };
export const Large: Story = { args: { size: 'lg', to: Date.now() + 2 * HOUR } };
export const Ended: Story = {
  args: { to: Date.now() - 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finished')).toBeInTheDocument();
  },
};
