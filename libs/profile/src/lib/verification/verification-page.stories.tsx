import { accountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VerificationPage } from './verification-page';

const meta = {
  title: 'Profile/Verification',
  component: VerificationPage,
  parameters: { router: { initialEntries: ['/profile/verification'] } },
} satisfies Meta<typeof VerificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('verification-status')).toHaveTextContent('Verified');
  },
};

export const NotVerified: Story = {
  parameters: { state: { account: { ...accountFixture, is_verified: false, is_kyc_block_enabled: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Withdrawals are on hold until your identity is verified.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start verification' }));
    const widget = within(await canvas.findByRole('form', { name: 'Upload your document' }));
    await userEvent.click(widget.getByRole('button', { name: 'Send for checking' }));
    await expect(await widget.findByText('Choose a file first.')).toBeInTheDocument();
    await userEvent.upload(widget.getByLabelText('Photo of the document'), new File(['id'], 'passport.jpg', { type: 'image/jpeg' }));
    await userEvent.click(widget.getByRole('button', { name: 'Send for checking' }));
    await expect(await within(document.body).findByText('Your documents are sent. We will check them soon.')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: { state: { account: { ...accountFixture, is_verified: false, is_on_verification: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('verification-status')).toHaveTextContent('Being checked');
  },
};

export const Phone: Story = { ...NotVerified, play: undefined, globals: { viewport: { value: 'mobile' } } };
