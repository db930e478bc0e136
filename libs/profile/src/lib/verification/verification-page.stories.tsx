import { accountFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VerificationPage } from './verification-page';

const meta = {
  title: 'Profile/Verification',
  component: VerificationPage,
  parameters: { router: { initialEntries: ['/profile/verification'] } },
} satisfies Meta<typeof VerificationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the SDK's frame is: Sumsub's tokens name it (a closed local port here, so nothing leaves the machine). */
const FRAME_ORIGIN = 'http://127.0.0.1:9';
const sumsubToken = `_act-sbx-jwt-${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ url: FRAME_ORIGIN }))}.signature`;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('verification-status')).toHaveTextContent('Verified');
    await expect(within(canvasElement).queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  },
};

export const StartLaunchesTheSdk: Story = {
  parameters: { state: { account: { ...accountFixture, is_verified: false, is_kyc_block_enabled: true } } },
  beforeEach({ msw }) {
    msw.use(platformHandler('verification.getAccessToken', { token: sumsubToken }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Withdrawals are on hold until your identity is verified.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Start verification' }));
    await expect(await canvas.findByRole('heading', { name: 'Your documents' })).toBeInTheDocument();
    // Sumsub's WebSDK made its frame at the address the token names, with the token's id.
    await waitFor(() => expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:9\/websdk\/websdk\.html\?_=id_/));
    await expect(canvas.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
  },
};

export const StartFails: Story = {
  parameters: { state: { account: { ...accountFixture, is_verified: false } } },
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('verification.getAccessToken', 'SumsubVerificationRequiredException'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start verification' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification could not be started. Try again in a moment.');
  },
};

export const Pending: Story = {
  parameters: { state: { account: { ...accountFixture, is_verified: false, is_on_verification: true } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('verification-status')).toHaveTextContent('Being checked');
  },
};

export const Phone: Story = { ...Pending, play: undefined, globals: { viewport: { value: 'mobile' } } };
