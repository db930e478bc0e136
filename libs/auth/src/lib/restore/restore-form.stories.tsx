import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RestoreForm } from './restore-form';

const meta = { title: 'Auth/Restore form', component: RestoreForm, args: { onBack: fn() } } satisfies Meta<typeof RestoreForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send a reset link' }));
    await expect(canvas.getByText('Field is required')).toBeInTheDocument();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or phone'), 'player@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a reset link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('If an account exists for player@example.com');
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('auth.restore', 'InvalidParameterException', { errorData: { login: ['Wrong field'] } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email or phone'), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a reset link' }));
    await expect(await canvas.findByText('Wrong field')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email or phone')).toHaveValue('nobody');
  },
};
