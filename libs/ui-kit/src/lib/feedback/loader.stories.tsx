import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './loader';

const meta = { title: 'Feedback/Loader', component: Loader } satisfies Meta<typeof Loader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
export const WithLabel: Story = { args: { showLabel: true, label: 'Starting the game…', size: 'lg', centered: true } };
export const Small: Story = { args: { size: 'sm' } };
