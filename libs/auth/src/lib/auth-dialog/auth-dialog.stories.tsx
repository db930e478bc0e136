import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DialogStory } from '../testing/dialog-story';
import { AuthDialog } from './auth-dialog';

const meta = {
  title: 'Auth/Auth dialog',
  component: DialogStory,
  args: { id: 'auth', component: AuthDialog, props: { mode: 'login' } },
} satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Sign in' }, { timeout: 5000 }));
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot your password?' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  },
};

export const Register: Story = {
  args: { props: { mode: 'register' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Already registered? Sign in' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  },
};

export const NonClosable: Story = {
  args: { preventClose: true, props: { mode: 'register' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create your account' }, { timeout: 5000 }));
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
