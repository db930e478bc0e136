import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogStory } from '../testing/dialog-story';
import { ConfirmEmailDialog } from './confirm-email-dialog';

const meta = {
  title: 'Auth/Confirm email dialog',
  component: DialogStory,
  args: { id: 'confirm-email', type: 'confirm', component: ConfirmEmailDialog, props: { email: 'new.player@example.com' } },
} satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterSignUp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Confirm your email' }, { timeout: 5000 }));
    await expect(dialog.getByText(/Confirm new.player@example.com/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send the link' }));
    await expect(await within(canvasElement).findByLabelText('toast', {}, { timeout: 5000 })).toHaveTextContent('auth.confirmEmail.sent');
  },
};
