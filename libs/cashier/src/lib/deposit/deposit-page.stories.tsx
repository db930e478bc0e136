import { platformErrorHandler, platformHandler, depositSettingsFixture, offersFixture, accountFixture } from '@casino/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { DepositPage } from './deposit-page';

const meta = {
  title: 'Cashier/Deposit',
  component: DepositPage,
  parameters: { router: { path: '/cashier/deposit/:sysname?', initialEntries: ['/cashier/deposit'] } },
} satisfies Meta<typeof DepositPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const limit = { available_amount: 150, can_edit: true, expired_at: '2026-12-01T00:00:00Z', limit_amount: 1000, period: 'month' as const };

export const ChooseMethodAndAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '€50' }));
    await expect(canvas.getByLabelText('Amount')).toHaveValue('50');
    await expect(canvas.getByRole('radio', { name: 'Deposit bonus 100%' })).toBeInTheDocument();
  },
};

export const MethodFromUrl: Story = {
  parameters: { router: { initialEntries: ['/cashier/deposit/bank_transfer'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    // The deposit offer excludes bank transfers, so it is not offered here.
    await expect(canvas.queryByRole('radio', { name: 'Deposit bonus 100%' })).not.toBeInTheDocument();
  },
};

export const UnknownMethod: Story = {
  parameters: { router: { initialEntries: ['/cashier/deposit/no-such-method'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/That payment method is not available/)).toBeInTheDocument();
  },
};

export const AmountOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('Amount'));
    await userEvent.type(canvas.getByLabelText('Amount'), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter an amount from €10 to €5,000')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Amount')).toHaveValue('5');
  },
};

export const LeadingZeroRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText('Amount'));
    await userEvent.type(canvas.getByLabelText('Amount'), '050');
    await userEvent.tab();
    await expect(await canvas.findByText('Enter an amount from €10 to €5,000')).toBeInTheDocument();
  },
};

export const WithDepositLimit: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('account.getDepositLimit', limit));
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Deposit limit' });
    await expect(within(region).getByText('€150 left of €1,000 per month')).toBeVisible();
    await expect(within(region).queryByRole('status')).toBeNull();
  },
};

export const DepositLimitReached: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('account.getDepositLimit', { ...limit, available_amount: 0 }));
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Deposit limit' });
    await expect(within(region).getByRole('status')).toHaveTextContent(/You have reached your deposit limit/);
  },
};

export const VisitorSeesEveryDepositOffer: Story = {
  parameters: { state: { account: { ...accountFixture, uid: 0 } } },
  beforeEach({ msw }) {
    msw.use(
      platformHandler('campaigns.getoffers', {
        items: [{ ...offersFixture[0], trigger: { ...offersFixture[0]!.trigger, user_satisfies_params: false } }],
        count: 1,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Deposit bonus 100%' })).toBeInTheDocument();
  },
};

export const NoMethods: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getdepositsettings', { ...depositSettingsFixture, methods: [] }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No payment methods are available/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(platformHandler('cashier.getdepositsettings', depositSettingsFixture, { delayMs: 60_000 }));
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('cashier.getdepositsettings', 'InternalServerErrorException', { status: 500 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

const promoError = (code: string): Story => ({
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('campaigns.activateOffer', 'InvalidParameterException', { errorData: { promo_code: [code] } }));
  },
});

export const PromoCodeActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Promo code/ }), 'WELCOME');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Promo code activated.')).toBeInTheDocument();
  },
};

const typePromo = async (canvasElement: HTMLElement, expected: RegExp) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Promo code/ }), 'CODE1');
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  await expect(await canvas.findByText(expected)).toBeInTheDocument();
  await expect(canvas.getByRole('textbox', { name: /^Promo code/ })).toHaveValue('CODE1');
};

export const PromoCodeNotFound: Story = { ...promoError('NOT_FOUND'), play: ({ canvasElement }) => typePromo(canvasElement, /This promo code does not exist/) };
export const PromoCodeExpired: Story = { ...promoError('EXPIRED'), play: ({ canvasElement }) => typePromo(canvasElement, /has expired/) };
export const PromoCodeAlreadyUsed: Story = { ...promoError('ALREADY_ACTIVATED'), play: ({ canvasElement }) => typePromo(canvasElement, /already used/) };
export const PromoCodeUnknownError: Story = { ...promoError('SOMETHING_NEW'), play: ({ canvasElement }) => typePromo(canvasElement, /not valid/) };

/** The platform cannot be reached: the code is not blamed, and stays typed for another try. */
export const PromoCodeUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/campaigns.activateOffer', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await typePromo(canvasElement, /could not check the code right now/);
    await expect(within(canvasElement).queryByText(/not valid/)).toBeNull();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
