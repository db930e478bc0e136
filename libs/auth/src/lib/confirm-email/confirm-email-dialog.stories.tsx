import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Auth/Confirm email dialog',
  component: OpenDialog,
  args: { id: 'confirm-email', type: 'confirm', props: { email: 'new.player@example.com' } },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterSignUp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Confirm your email' }));
    await expect(dialog.getByText(/Confirm new.player@example.com/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the link' }));
    await expect(await within(document.body).findByText('We sent a confirmation to new.player@example.com. Open it to confirm your email.')).toBeInTheDocument();
  },
};
