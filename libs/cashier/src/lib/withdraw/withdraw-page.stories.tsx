import type { PlatformErrorType } from '@casino/platform-contract';
import { accountFixture, cashierHistoryFixture, platformErrorHandler, platformHandler, withdrawSettingsFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithdrawPage } from './withdraw-page';

const meta = { title: 'Cashier/Withdraw', component: WithdrawPage } satisfies Meta<typeof WithdrawPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const pending = [{ ...cashierHistoryFixture[1]!, id: 701, type: 'withdrawal', amount: { amount: 75, currency: 'EUR' } }];
const withPending: Story['beforeEach'] = ({ msw }) => {
  msw.use(platformHandler('cashier.gethistory', { items: pending, total: 1 }));
};

const fillAndSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Amount'), '100');
  await userEvent.type(canvas.getByLabelText('IBAN'), 'MT84MALT011000012345MTLCAST001S');
  await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
  return canvas;
};

export const Form: Story = {
  beforeEach: withPending,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('withdraw-available')).toHaveTextContent('€1,250.50');
    await expect(canvas.getByText('Up to €5,000 and 3 withdrawals in 24 hours')).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Cancel the withdrawal of €75' })).toBeInTheDocument();
  },
};

/** The settings did not load: the page offers to try again instead of a form it cannot fill. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.getwithdrawsettings', 'InternalServerErrorException', { status: 500 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Request withdrawal' })).not.toBeInTheDocument();
  },
};

export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByText(/Withdrawal requested/)).toBeInTheDocument();
  },
};

export const AmountBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Request withdrawal' }));
    await expect(await canvas.findByText('Enter an amount from €50 to €10,000')).toBeInTheDocument();
  },
};

export const KycRequired: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getwithdrawsettings', { ...withdrawSettingsFixture, is_kyc_required: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to verification' })).toHaveAttribute('href', '/profile/verification');
    await expect(canvas.queryByRole('button', { name: 'Request withdrawal' })).not.toBeInTheDocument();
  },
};

export const KycDocumentsInReview: Story = {
  parameters: { state: { account: { ...accountFixture, is_on_verification: true } } },
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getwithdrawsettings', { ...withdrawSettingsFixture, is_kyc_required: true }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Your documents are being checked/)).toBeInTheDocument();
  },
};

const refused = (type: PlatformErrorType, text: RegExp, errorData?: Record<string, string[] | number>): Story => ({
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.makewithdrawal', type, { errorData }));
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    await expect(canvas.getByLabelText('Amount')).toHaveValue('100');
    await expect(canvas.getByLabelText('IBAN')).toHaveValue('MT84MALT011000012345MTLCAST001S');
  },
});

export const WithdrawalDeclined = refused('WithdrawalDeclinedException', /more than you can withdraw.*up to €60.*Lower the amount/, { available_amount: 60 });
export const WithdrawalLimitsExceeded = refused('WithdrawalLimitsExceededException', /over your withdrawal limit.*Lower the amount/, { available_amount: 90 });
export const WithdrawalLimitsPeriodExceeded = refused('WithdrawalLimitsPeriodExceededException', /most withdrawals allowed in 24 hours.*try again later/);
export const KycUserProfile = refused('KycUserProfileException', /missing your name.*Complete your profile/);
export const KycWithdrawal = refused('KycWithdrawalException', /once your identity is verified.*Verify your identity/);
export const SumsubVerificationRequired = refused('SumsubVerificationRequiredException', /verify your identity/);
export const RequisitesOnVerification = refused('RequisitesOnVerificationException', /still being checked.*try again later/);
export const RequisitesValidationRequired = refused('RequisitesValidationRequiredException', /started checking them/);
export const RequisitesFraudulent = refused('RequisitesFraudulentException', /cannot be used.*Contact support/);
export const WrongIban = refused('InvalidParameterException', /Check the highlighted fields/, { 'requisites.iban': ['Wrong iban'] });

export const Phone: Story = { beforeEach: withPending, globals: { viewport: { value: 'mobile' } } };
