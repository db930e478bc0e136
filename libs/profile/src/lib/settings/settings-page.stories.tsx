import { platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SettingsPage } from './settings-page';

const meta = {
  title: 'Profile/Settings',
  component: SettingsPage,
  parameters: { router: { initialEntries: ['/profile/settings'] } },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Personal data' }));
    await userEvent.clear(form.getByLabelText(/^Town/));
    await userEvent.type(form.getByLabelText(/^Town/), 'Gdańsk');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await within(document.body).findByText('Your personal data is saved.')).toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('account.saveProfileInfo', { result: 0 }));
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Personal data' }));
    await userEvent.type(form.getByLabelText(/^Region/), ' Wschód');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByText('Failed to save data')).toBeInTheDocument();
    await expect(form.getByLabelText(/^Region/)).toHaveValue('Mazowieckie Wschód');
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Personal data' }));
    await userEvent.clear(form.getByLabelText(/^Date of birth/));
    await userEvent.type(form.getByLabelText(/^Date of birth/), '31022000');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(await form.findByText('Wrong date')).toBeInTheDocument();
  },
};

export const AfterProfileFillConfirm: Story = {
  parameters: { router: { initialEntries: ['/profile/settings?from=%2Fcashier%2Fwithdraw&toastType=fillProfileInfo'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(document.body).findByText('Please complete your personal data to continue.')).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
