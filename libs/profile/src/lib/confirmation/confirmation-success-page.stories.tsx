import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfirmationSuccessPage } from './confirmation-success-page';

const meta = { title: 'Profile/Confirmation success', component: ConfirmationSuccessPage } satisfies Meta<typeof ConfirmationSuccessPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the game hall' })).toHaveAttribute('href', '/gamehall');
  },
};
