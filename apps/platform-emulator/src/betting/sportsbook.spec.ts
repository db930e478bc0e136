import type { Emulator } from '../app';
import { EmulatorClient, startEmulator } from '../testing/emulator-client';

type BetAnswer = {
  data?: { bet: { match: string; selection: string; odds: number; stake: number; potential_win: number; wallet: string }; balances: { main: number; betting_bonus: number } };
  error?: { type: string; error_data?: Record<string, string[]> };
};

describe('the emulated sportsbook (/platform/betting)', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  const bet = async (client: EmulatorClient, payload: Record<string, unknown>) =>
    (await client.page('POST', '/platform/betting-api/bet', payload)).json() as BetAnswer;

  it('lets a visitor browse the matches and asks them to sign in instead of showing a bet slip', async () => {
    const visitor = new EmulatorClient(emulator.app);
    const page = await visitor.page('GET', '/platform/betting');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Northbridge FC');
    expect(page.body).toContain('aria-label="Northbridge FC at 1.85"');
    expect(page.body).toContain('Sign in to bet');
    expect(page.body).not.toContain('id="place"');
    expect((await bet(visitor, { event: 'fb-1', selection: 'home', stake: 5, wallet: 'main' })).error?.type).toBe('AuthorizationException');
  });

  it('takes a stake from the betting bonus, counts it towards the bonus wagering and lists the open bet', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const activated = await player.post('BettingBonuses.activate', { bonus_id: 4 });
    expect(activated.body.error).toBeUndefined();
    const before = (await player.get('account.getBalance')).body.data as { balance_betting_bonus: { amount: number } };
    const placed = await bet(player, { event: 'fb-1', selection: 'home', stake: 4, wallet: 'betting_bonus' });
    expect(placed.data?.bet).toMatchObject({ match: 'Northbridge FC – Eastport United', selection: 'Northbridge FC', odds: 1.85, stake: 4, potential_win: 7.4, wallet: 'betting_bonus' });
    expect(placed.data?.balances.betting_bonus).toBe(before.balance_betting_bonus.amount - 4);
    const after = (await player.get('account.getBalance')).body.data as { balance_betting_bonus: { amount: number } };
    expect(after.balance_betting_bonus.amount).toBe(before.balance_betting_bonus.amount - 4);
    const bonuses = (await player.get('BettingBonuses.get', { status: 'active' })).body.data as { items: Array<{ wager: { wagered: { amount: number } } }> };
    expect(bonuses.items[0]?.wager.wagered.amount).toBe(4);
    const page = await player.page('GET', '/platform/betting');
    expect(page.body).toContain('My open bets');
    expect(page.body).toContain('Northbridge FC – Eastport United');
  });

  it('takes a stake from the main balance and refuses more than the player has', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const before = (await player.get('account.getBalance')).body.data as { balance_main: { amount: number } };
    const placed = await bet(player, { event: 'tn-1', selection: 'away', stake: 10, wallet: 'main' });
    expect(placed.data?.balances.main).toBeCloseTo(before.balance_main.amount - 10, 2);
    expect((await bet(player, { event: 'tn-1', selection: 'away', stake: 1000, wallet: 'betting_bonus' })).error?.error_data?.['stake']).toEqual(['Insufficient betting bonus']);
    const newcomer = new EmulatorClient(emulator.app);
    const registered = await newcomer.post('auth.register', { type: 'form', login: `bettor-${Date.now()}@example.com`, password: 'bet-pass1', currency: 'EUR' });
    expect(registered.body.error).toBeUndefined();
    expect((await bet(newcomer, { event: 'fb-2', selection: 'draw', stake: 5, wallet: 'main' })).error?.type).toBe('UserNeedDepositException');
  });

  it('refuses unknown matches, markets without a draw and stakes out of bounds', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    expect((await bet(player, { event: 'nope', selection: 'home', stake: 5, wallet: 'main' })).error?.error_data?.['event']).toEqual(['Wrong field']);
    expect((await bet(player, { event: 'tn-1', selection: 'draw', stake: 5, wallet: 'main' })).error?.error_data?.['selection']).toEqual(['Wrong field']);
    expect((await bet(player, { event: 'fb-1', selection: 'home', stake: 0.1, wallet: 'main' })).error?.error_data?.['stake']).toEqual(['Min value is 0.5']);
    expect((await bet(player, { event: 'fb-1', selection: 'home', stake: 5, wallet: 'casino' })).error?.error_data?.['wallet']).toEqual(['Wrong field']);
  });
});
