import { platformErrorHandler, responsibleGamingRefusals } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pendingHandler, twoFactorLoginHandler, wrongPasswordHandler } from '../testing/story-handlers';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Auth/Sign-in form',
  component: SignInForm,
  args: { onSuccess: fn(), onForgotPassword: fn() },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillCredentials = async (canvas: ReturnType<typeof within>, password = 'secret12') => {
  await userEvent.type(canvas.getByLabelText('Email or phone'), 'player@example.com');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
};

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Field is required')).toBeInTheDocument();
    await expect(canvas.getByText('The password must be at least 6 characters long')).toBeInTheDocument();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(pendingHandler('auth.login'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCredentials(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(wrongPasswordHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCredentials(canvas, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong login or password. Check both and try again.');
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Email or phone')).toHaveValue('player@example.com');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('not-the-password');
  },
};

export const TimedOut: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('auth.login', 'AuthorizationException', { errorData: responsibleGamingRefusals.timeOut }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillCredentials(canvas, 'secret1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/You are taking a break until 03\.12\.2026 .*You can sign in again then\./);
  },
};

export const TwoFactorStep: Story = {
  beforeEach({ msw }) {
    msw.use(twoFactorLoginHandler());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCredentials(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const code = await canvas.findByLabelText('Verification code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter the 6-digit code we sent to player@example.com');
    await expect(canvas.getByText(/You can ask for a new code in (59|60) seconds/)).toBeInTheDocument();
    await userEvent.click(code);
    await userEvent.paste('123 456');
    await expect(code).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalled());
  },
};

export const TwoFactorInvalidCode: Story = {
  beforeEach({ msw }) {
    msw.use(twoFactorLoginHandler());
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillCredentials(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await canvas.findByLabelText('Verification code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('The code is invalid. Check it and try again.')).toBeInTheDocument();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
