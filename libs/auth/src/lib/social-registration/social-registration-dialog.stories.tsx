import { platformErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OpenDialog } from '@casino/ui-kit';

const meta = {
  title: 'Auth/Social registration dialog',
  component: OpenDialog,
  args: { id: 'social-registration', preventClose: true },
} satisfies Meta<typeof OpenDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Incomplete: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Finish your registration' }));
    await expect(await dialog.findByLabelText('Currency')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Finish registration' }));
    await expect(await dialog.findByText('Tick this box to continue')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('account.setCurrency', 'InvalidParameterException', { errorData: { currency: ['Wrong field'] } }));
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Finish your registration' }));
    await userEvent.click(await dialog.findByLabelText(/I am at least 18/));
    await userEvent.click(dialog.getByRole('button', { name: 'Finish registration' }));
    await expect(await dialog.findByText('Wrong field')).toBeInTheDocument();
  },
};
