import { platformErrorHandler, platformHandler, responsibleGamingLimitsFixture, setLimitAnswer, type PlatformCall } from '@casino/api-client/testing';
import type { RgLimits } from '@casino/platform-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResponsibleGamePage } from './responsible-game-page';

const meta = {
  title: 'Profile/Responsible gaming',
  component: ResponsibleGamePage,
  parameters: { router: { initialEntries: ['/profile/responsible-game'] } },
} satisfies Meta<typeof ResponsibleGamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A platform that remembers the change: the refetch after a save reads what the save answered. */
function rememberingLimits() {
  let limits: RgLimits = responsibleGamingLimitsFixture;
  return [
    platformHandler('responsibleGaming.getLimits', () => limits),
    platformHandler('responsibleGaming.setLimit', (call: PlatformCall) => {
      const answer = setLimitAnswer(call);
      limits = answer.limits;
      return answer;
    }),
  ];
}

export const Limits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deposit = within(await canvas.findByTestId('rg-deposit'));
    await expect(within(deposit.getByTestId('rg-deposit-week')).getByTestId('rg-limit')).toHaveTextContent('€500');
    await expect(within(deposit.getByTestId('rg-deposit-day')).getByTestId('rg-limit')).toHaveTextContent('No limit');
    await expect(within(deposit.getByTestId('rg-deposit-month')).getByTestId('rg-pending')).toHaveTextContent(/Changes to €1,500 on 27\.11\.2026/);
    await expect(within(canvas.getByTestId('rg-session-day')).getByTestId('rg-limit')).toHaveTextContent('120 minutes');
    await expect(canvas.getByTestId('rg-reality-current')).toHaveTextContent('Every 30 minutes.');
  },
};

export const LowerAppliesAtOnce: Story = {
  beforeEach({ msw }) {
    msw.use(...rememberingLimits());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Change: Deposit limits' }));
    await userEvent.click(form.getByRole('radio', { name: 'Week' }));
    await userEvent.type(form.getByRole('textbox', { name: 'New limit' }), '300');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await expect(await within(document.body).findByText('Your limit applies now.')).toBeInTheDocument();
    await expect(within(canvas.getByTestId('rg-deposit-week')).getByTestId('rg-limit')).toHaveTextContent('€300');
  },
};

export const RaiseWaitsOutTheCoolingOff: Story = {
  beforeEach({ msw }) {
    msw.use(...rememberingLimits());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Change: Loss limits' }));
    await userEvent.type(form.getByRole('textbox', { name: 'New limit' }), '80');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await expect(await within(document.body).findByText(/After the cooling-off, your change applies on 27\.11\.2026/)).toBeInTheDocument();
    await expect(within(canvas.getByTestId('rg-loss-day')).getByTestId('rg-limit')).toHaveTextContent('€50');
    await expect(within(canvas.getByTestId('rg-loss-day')).getByTestId('rg-pending')).toHaveTextContent(/Changes to €80/);
  },
};

export const SessionMinutesAreChecked: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Change: Session time limits' }));
    await userEvent.type(form.getByRole('textbox', { name: 'New limit in minutes' }), '2000');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await expect(await form.findByText('Max value is 1440')).toBeInTheDocument();
  },
};

export const RaiseRefusedWhileOneWaits: Story = {
  beforeEach({ msw }) {
    const limits = structuredClone(responsibleGamingLimitsFixture);
    msw.use(
      platformHandler('responsibleGaming.getLimits', limits),
      platformErrorHandler('responsibleGaming.setLimit', 'InvalidParameterException', { errorData: { amount: ['A raise is already waiting'] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Change: Deposit limits' }));
    await userEvent.click(form.getByRole('radio', { name: 'Month' }));
    await expect(form.getByText(/Until 27\.11\.2026 .* you can only lower it/)).toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: 'New limit' }), '2000');
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(form.getAllByText(/you can only lower it/)).toHaveLength(2));
  },
};

export const NoLimitsYet: Story = {
  beforeEach({ msw }) {
    const limits = structuredClone(responsibleGamingLimitsFixture);
    for (const type of ['deposit', 'loss', 'wager'] as const) {
      for (const period of ['day', 'week', 'month'] as const) {
        limits[type][period] = { ...limits[type][period], limit_amount: null, available_amount: null, pending: null, can_edit: true, expired_at: null };
      }
    }
    limits.reality_check.interval_minutes = null;
    msw.use(platformHandler('responsibleGaming.getLimits', limits));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('rg-reality-current')).toHaveTextContent('The reality check is off.');
    await expect(canvas.queryAllByRole('button', { name: /^Remove limit: Deposit limits/ })).toHaveLength(0);
  },
};

export const TimeOutAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Take a break' }));
    await userEvent.click(form.getByRole('radio', { name: '7 days' }));
    await userEvent.click(form.getByRole('button', { name: 'Start the time-out' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: 'Take a break for 7 days?' }));
    await expect(dialog.getByText(/Nobody can end it early/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, sign me out' }));
    await expect(await within(document.body).findByText(/You are signed out until 03\.12\.2026/)).toBeInTheDocument();
  },
};

export const LoadFailedStory: Story = {
  name: 'Load failed',
  beforeEach({ msw }) {
    msw.use(platformErrorHandler('responsibleGaming.getLimits', 'InternalServerErrorException', { status: 500 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
