import { accountFixture, platformHandler, platformHandlers, visitorAccountFixture } from '@casino/api-client/testing';
import { cmsHandlers } from '@casino/cms-client/testing';
import type { Bonus } from '@casino/platform-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BettingPage } from './betting-page';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const bonuses: Bonus[] = [
  {
    id: 31,
    type: 'betting',
    name: 'Free bet 10 EUR',
    status: 'active',
    amount: eur(10),
    wager: { required: eur(10), wagered: eur(4) },
    offer_id: 4,
    created_at: '2026-11-20T10:00:00Z',
    expired_at: '2026-12-04T10:00:00Z',
    activated_at: '2026-11-21T10:00:00Z',
  },
  { id: 32, type: 'betting', name: 'Weekend free bet', status: 'available', amount: eur(5), wager: null, offer_id: 5, created_at: '2026-11-21T10:00:00Z', expired_at: '2026-12-10T10:00:00Z', activated_at: null },
];

const playerHandlers = [platformHandler('account.getInfo', accountFixture), platformHandler('BettingBonuses.get', { items: bonuses, total: 2 }), ...platformHandlers, ...cmsHandlers];

const meta = {
  title: 'Betting/Betting page',
  component: BettingPage,
  args: { sportsbookSrc: '/sportsbook-stand-in.html' },
  parameters: { layout: 'padded', router: { initialEntries: ['/betting'] }, msw: playerHandlers, dialogStandIns: ['auth'] },
} satisfies Meta<typeof BettingPage>;

export default meta;

type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Free bet 10 EUR' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByTitle('Sportsbook')).toBeVisible();
  },
};

/** The stand-in says money moved after a bet: the page refetches the balances (here 10 → 6 EUR of betting bonus). */
export const BetPlaced: Story = {
  // The page asks for the account itself: its second answer is the balance after the bet.
  parameters: { state: {} },
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      platformHandler('account.getInfo', () => {
        calls += 1;
        return calls === 1 ? accountFixture : { ...accountFixture, balance_betting_bonus: eur(6) };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('betting-bonus-balance', {})).toHaveTextContent('€10');
    const frame = canvas.getByTitle('Sportsbook') as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.getElementById('bet')).toBeTruthy());
    // The stand-in lives in the frame's own window, where userEvent cannot reach: a plain click.
    frame.contentDocument?.getElementById('bet')?.click();
    await waitFor(() => expect(canvas.getByTestId('betting-bonus-balance')).toHaveTextContent('€6'));
  },
};

export const NoBonuses: Story = {
  parameters: { msw: [platformHandler('BettingBonuses.get', { items: [], total: 0 }), ...playerHandlers] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No betting bonuses yet' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { msw: [platformHandler('account.getInfo', visitorAccountFixture), ...playerHandlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'auth login' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
