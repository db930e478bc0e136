import type { Emulator } from '../app';
import { advanceClock } from '../db/clock';
import { EmulatorClient, startEmulator } from '../testing/emulator-client';
import { findFixture, fixturesBetween, isLive, type Fixture } from './fixtures';
import { placeBet, settleBets } from './place-bet';
import { marketsOf, selectionWon, type Market, type MarketId, type Selection } from './pricing';

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

describe('the sportsbook card', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it('lists a sports menu, live matches and at least 50 upcoming ones by kick-off, each with several markets', async () => {
    const page = await new EmulatorClient(emulator.app).page('GET', '/platform/betting');
    const menu = /<nav class="sports"[^>]*>(.*?)<\/nav>/s.exec(page.body)?.[1] ?? '';
    for (const sport of ['Football', 'Tennis', 'Basketball', 'Ice hockey', 'Esports']) expect(menu).toContain(`>${sport} <span`);
    const kickoffs = [...page.body.matchAll(/<time datetime="([^"]+)"/g)].map((match) => Date.parse(match[1] as string));
    expect(kickoffs.length).toBeGreaterThanOrEqual(50);
    expect([...kickoffs].sort((a, b) => a - b)).toEqual(kickoffs);
    expect(page.body).toContain('Live now');
    const events = page.body.split('<li class="event').slice(1);
    for (const event of events) expect((event.match(/role="group"/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('shows one sport when asked, and the page in the player’s language', async () => {
    const page = await new EmulatorClient(emulator.app).page('GET', '/platform/betting?locale=pl&sport=tennis');
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('Dzisiejsze mecze');
    expect(page.body).not.toContain('Piłka nożna ·');
    expect(page.body).toContain('Tenis ·');
  });

  it('moves live prices with the score and the clock, and answers them for the page to follow', async () => {
    const now = Date.now();
    const live = fixturesBetween(now, now + 3_600_000).filter((fixture) => isLive(fixture, now));
    expect(live.length).toBeGreaterThanOrEqual(1);
    const football = fixturesBetween(now, now + 2 * 86_400_000, 'football').find((fixture) => !fixture.odds) as Fixture;
    const priced = (minutes: number) => JSON.stringify(marketsOf(football, football.kickoff + minutes * 60_000));
    expect(new Set([priced(5), priced(30), priced(75), priced(88)]).size).toBe(4);
    const answer = (await new EmulatorClient(emulator.app).page('GET', `/platform/betting-api/live?events=${live.map((fixture) => fixture.id).join(',')}`)).json() as {
      data: { events: Record<string, { score: string; clock: string; odds: Record<string, number | null> }> };
    };
    for (const fixture of live) expect(answer.data.events[fixture.id]?.score).toMatch(/^\d+ – \d+$/);
  });

  it('takes a multiple over several matches at the product of their odds, and refuses two picks of one match or moved odds', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const bet = async (payload: Record<string, unknown>) => (await player.page('POST', '/platform/betting-api/bet', payload)).json() as BetAnswer;
    const placed = await bet({ legs: [{ event: 'fb-1', market: 'result', selection: 'home' }, { event: 'tn-1', selection: 'away' }], stake: 5, wallet: 'main' });
    expect(placed.data?.bet).toMatchObject({ odds: 3.89, stake: 5, potential_win: 19.45, match: 'Multiple of 2', selection: 'Northbridge FC + J. Okafor' });
    expect((await bet({ legs: [{ event: 'fb-1', selection: 'home' }, { event: 'fb-1', market: 'total', selection: 'over' }], stake: 5, wallet: 'main' })).error?.error_data?.['legs']).toEqual(['One selection per match']);
    expect((await bet({ legs: [{ event: 'fb-1', selection: 'home', odds: 1.5 }], stake: 5, wallet: 'main' })).error?.error_data?.['odds']).toEqual(['Odds changed']);
    expect((await bet({ legs: [{ event: 'fb-1', market: 'btts', selection: 'home' }], stake: 5, wallet: 'main' })).error?.error_data?.['selection']).toEqual(['Wrong field']);
    expect((await bet({ legs: [], stake: 5, wallet: 'main' })).error?.type).toBe('InvalidParameterException');
    expect((await bet({ stake: 5, wallet: 'main' })).error?.error_data?.['legs']).toEqual(['Field is required']);
  });
});

describe('sportsbook settlement', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it('keeps the ledger whole: each balance moves by its stakes and payouts, every bet settles once, as its matches went', async () => {
    const { db } = emulator;
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    expect((await player.post('BettingBonuses.activate', { bonus_id: 4 })).body.error).toBeUndefined();
    const accountId = (db.prepare("SELECT id FROM accounts WHERE login = 'demo@example.com'").get() as { id: number }).id;
    const balances = () => db.prepare('SELECT balance_main AS main, balance_betting_bonus AS bonus FROM accounts WHERE id = ?').get(accountId) as { main: number; bonus: number };
    const before = balances();
    const t0 = Date.now();
    const upcoming = fixturesBetween(t0, t0 + 12 * 3_600_000).filter((fixture) => fixture.kickoff > t0 && !fixture.odds).slice(0, 8);
    // Leg n of the card: the fixture's n-th market (result, total, both teams to score, handicap or first set/map).
    const leg = (index: number) => {
      const fixture = upcoming[index] as Fixture;
      const markets = marketsOf(fixture, t0);
      const market = markets[index % markets.length] as Market;
      const outcome = market.outcomes.find((item) => item.odds !== null) as Market['outcomes'][number];
      return { event: fixture.id, market: market.id, selection: outcome.id };
    };
    const placed = [
      placeBet(db, { accountId, legs: [leg(0)], stakeCents: 300, wallet: 'betting_bonus', now: t0 }),
      placeBet(db, { accountId, legs: [leg(1)], stakeCents: 2_000, wallet: 'main', now: t0 }),
      placeBet(db, { accountId, legs: [leg(2)], stakeCents: 1_500, wallet: 'main', now: t0 }),
      placeBet(db, { accountId, legs: [leg(3), leg(4)], stakeCents: 500, wallet: 'main', now: t0 }),
      placeBet(db, { accountId, legs: [leg(5), leg(6), leg(7)], stakeCents: 400, wallet: 'betting_bonus', now: t0 }),
    ].map(({ bet }) => bet);
    const staked = { main: 2_000 + 1_500 + 500, bonus: 300 + 400 };
    expect(balances()).toEqual({ main: before.main - staked.main, bonus: before.bonus - staked.bonus });

    const later = t0 + 2 * 86_400_000;
    expect(settleBets(db, { now: later })).toBe(5);
    expect(settleBets(db, { now: later })).toBe(0);
    const rows = db.prepare("SELECT id, status, method, requisites FROM transactions WHERE account_id = ? AND type = 'bet'").all(accountId) as Array<{ id: number; status: string; method: string; requisites: string }>;
    const wins = db.prepare("SELECT amount, method, requisites FROM transactions WHERE account_id = ? AND type = 'bet_win'").all(accountId) as Array<{ amount: number; method: string; requisites: string }>;
    const paid = { main: 0, bonus: 0 };
    for (const bet of placed) {
      const row = rows.find((item) => item.id === bet.id) as (typeof rows)[number];
      const stored = JSON.parse(row.requisites) as { legs: Array<{ event: string; kickoff: number; market: MarketId; selection: Selection }>; potential_win: number };
      const expected = stored.legs.every((leg) => selectionWon(findFixture(leg.event, { kickoff: leg.kickoff }) as Fixture, leg.market, leg.selection, later)) ? 'won' : 'lost';
      expect(row.status, `bet ${bet.id}`).toBe(expected);
      const payouts = wins.filter((win) => (JSON.parse(win.requisites) as { bet_id: number }).bet_id === bet.id);
      expect(payouts.map((win) => win.amount)).toEqual(expected === 'won' ? [stored.potential_win] : []);
      for (const win of payouts) paid[win.method === 'main' ? 'main' : 'bonus'] += win.amount;
    }
    expect(balances()).toEqual({ main: before.main - staked.main + paid.main, bonus: before.bonus - staked.bonus + paid.bonus });
    const page = await player.page('GET', '/platform/betting');
    expect(page.body).toContain('Settled bets');
  });
  // Last in the file: it moves the emulator's clock, which only goes forward.
  it('lists every pinned match at its fixed odds at any hour of the day, the ones the demo journeys bet on', async () => {
    const visitor = new EmulatorClient(emulator.app);
    const pinned = ['Northbridge FC at 1.85', 'J. Okafor at 2.10', 'Baltic Wolves at 1.95', 'Frostvik IF at 2.25', 'Real Montaña at 1.50', 'Riverside Athletic at 2.60'];
    for (let hour = 0; hour < 24; hour++) {
      const page = await visitor.page('GET', '/platform/betting');
      const missing = pinned.filter((label) => !page.body.includes(`aria-label="${label}"`));
      expect({ hour, missing }).toEqual({ hour, missing: [] });
      advanceClock(emulator.db, 3_600_000);
    }
  });
});
