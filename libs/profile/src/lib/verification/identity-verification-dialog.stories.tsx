import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Profile/Dialogs/Identity verification',
  component: OpenDialog,
  args: { id: 'identity-verification' },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Verify your identity' }));
    await expect(dialog.getByRole('link', { name: 'Verify now' })).toHaveAttribute('href', '/profile/verification');
  },
};
