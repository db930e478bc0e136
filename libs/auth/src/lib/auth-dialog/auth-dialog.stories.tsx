import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Auth/Auth dialog',
  component: OpenDialog,
  args: { id: 'auth', props: { mode: 'login' } },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Sign in' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Forgot your password?' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  },
};

export const Register: Story = {
  args: { props: { mode: 'register' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create your account' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Already registered? Sign in' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  },
};

export const NonClosable: Story = {
  args: { preventClose: true, props: { mode: 'register' } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Create your account' }));
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};
