import { generalInfoFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pendingHandler } from '../testing/story-handlers';
import { SignUpForm } from './sign-up-form';

const meta = {
  title: 'Auth/Sign-up form',
  component: SignUpForm,
  args: { onSuccess: fn() },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillForm = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(await canvas.findByLabelText('Email'), 'new.player@example.com');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret12');
  await userEvent.click(canvas.getByLabelText('I am at least 18 years old and accept the terms and conditions'));
};

/** The CMS fixtures offer form, fast and social, with promo code, character, terms and newsletter. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'By email', selected: true })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'One click' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Social' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Promo code/)).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'pass word');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByText('Wrong email address')).toBeInTheDocument();
    await expect(canvas.getByText('Wrong password. These characters are not allowed: ␣')).toBeInTheDocument();
    await expect(canvas.getByText('Tick this box to continue')).toBeInTheDocument();
    await expect(args.onSuccess).not.toHaveBeenCalled();
  },
};

/** On a slow line the currencies arrive after the player has typed: the default currency must not wipe the email. */
export const CurrenciesArriveLate: Story = {
  // The form asks for the currencies itself, late.
  parameters: { state: {} },
  beforeEach({ msw }) {
    msw.use(platformHandler('metadata.getgeneralinfo', generalInfoFixture, { delayMs: 1500 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'early@example.com');
    await expect(canvas.queryByRole('combobox', { name: 'Currency' })).not.toBeInTheDocument();
    const currency = await canvas.findByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue(generalInfoFixture.default_currency);
    await expect(canvas.getByLabelText('Email')).toHaveValue('early@example.com');
  },
};

export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(pendingHandler('auth.register'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled());
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('auth.register', 'InvalidParameterException', { errorData: { login: ['Login already exists'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Login already exists')).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Check the highlighted fields and try again.');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('secret12');
  },
};

export const Registered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(args.onSuccess).toHaveBeenCalledWith({ registered: true }));
  },
};

export const Fast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'One click' }));
    await expect(canvas.getByRole('button', { name: 'Sign up in one click' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Email')).not.toBeInTheDocument();
  },
};

export const Social: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Social' }));
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
  },
};
