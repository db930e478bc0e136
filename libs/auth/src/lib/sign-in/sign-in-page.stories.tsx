import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SignInPage } from './sign-in-page';

const meta = {
  title: 'Auth/Sign-in page',
  component: SignInPage,
  parameters: { layout: 'centered', router: { initialEntries: ['/forms/sign_in?redirectUrl=%2Fcashier'] } },
} satisfies Meta<typeof SignInPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // The way to sign-up keeps redirectUrl.
    await expect(canvas.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute('href', '/forms/sign_up?redirectUrl=%2Fcashier');
  },
};

export const Restore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot your password?' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  },
};
