import type { PlatformErrorType } from '@casino/platform-contract';
import { paymentResultFixture, platformErrorHandler, platformHandler, platformHttpErrorHandler } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BillingPage } from './billing-page';

const at = (method: string, amount = '100') => [{ pathname: '/cashier/billing', state: { draft: { method, amount, campaign_offer_id: '31' } } }];

const meta = {
  title: 'Cashier/Billing',
  component: BillingPage,
  parameters: { router: { path: '/cashier/billing', initialEntries: at('card') } },
} satisfies Meta<typeof BillingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardSummary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('billing-amount')).toHaveTextContent('€100');
    // The offer's name comes with the offers list, its own request: it may arrive after the amount.
    await expect(await canvas.findByText('Deposit bonus 100%')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay €100' })).toBeEnabled();
  },
};

export const BankTransferAsksForBank: Story = {
  parameters: { router: { initialEntries: at('bank_transfer', '250') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €250' }));
    await expect(await canvas.findByText('Field is required')).toBeInTheDocument();
  },
};

/** Without the draft of a deposit page, billing sends the player to the deposit page. */
export const OpenedDirectly: Story = {
  parameters: { router: { initialEntries: ['/cashier/billing'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toBeInTheDocument();
  },
};

export const PaymentPending: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.makedeposit', { ...paymentResultFixture, redirect_url: null }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €100' }));
    await expect(await canvas.findByTestId('location')).toBeInTheDocument();
  },
};

const refused = (type: PlatformErrorType, text: RegExp, errorData?: Record<string, string[] | number>): Story => ({
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.makedeposit', type, { errorData }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €100' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text);
    // Nothing typed is lost: the summary and the Pay button are still there.
    await expect(canvas.getByRole('button', { name: 'Pay €100' })).toBeEnabled();
  },
});

export const DepositLimitExceeded = refused('BillingDepositLimitExceededException', /over your deposit limit.*up to €40/, { available_amount: 40 });
export const TransactionDeclined = refused('BillingTransactionDeclinedException', /declined this payment.*another payment method/);
export const BillingUnavailable = refused('BillingUnavailableException', /not available right now/);
export const BillingServiceError = refused('BillingServiceErrorException', /payment service had a problem.*try again later/);
export const IdentityVerificationRequired = refused('SumsubVerificationRequiredException', /verify your identity.*Verify your identity/);
export const TooManyRequests = refused('TooManyRequestsException', /Too many attempts/);
export const WrongCardHolder = refused('InvalidParameterException', /Check the highlighted fields/, { 'requisites.card_holder': ['Wrong field'] });

export const NoAnswerCanBeRetried: Story = {
  beforeEach({ msw }) {
    msw.use(platformHttpErrorHandler('cashier.makedeposit', 502));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay €100' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/never a second one/);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
