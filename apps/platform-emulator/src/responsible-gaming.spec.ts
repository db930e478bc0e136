import * as v from 'valibot';
import {
  dataEnvelope,
  depositLimitSchema,
  readRestriction,
  rgExclusionSchema,
  rgLimitsSchema,
  rgSessionSchema,
  rgSetLimitResultSchema,
  type RgLimits,
  type RgSession,
} from '@casino/platform-contract';
import type { Emulator } from './app';
import { periodEnd } from './services/responsible-gaming/periods';
import { signInitData } from './services/telegram';
import { BAD_VALUES } from './testing/bad-values';
import { EmulatorClient, startEmulator, type ApiAnswer } from './testing/emulator-client';

/** How long from `now` to the next Wednesday 12:00 UTC between the 8th and the 21st of its month. */
function untilMidPeriod(now: number): number {
  const day = new Date(now);
  day.setUTCHours(12, 0, 0, 0);
  if (day.getTime() <= now) day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 3 || day.getUTCDate() < 8 || day.getUTCDate() > 21) day.setUTCDate(day.getUTCDate() + 1);
  return day.getTime() - now;
}

type Spin = { data?: { bet: number; win: number }; error?: { type: string; message?: string; error_data?: Record<string, unknown> } };

/** The answer's data, checked against its contract schema. */
function dataOf<TSchema extends v.GenericSchema>(schema: TSchema, answer: ApiAnswer): v.InferOutput<TSchema> {
  expect(answer.body.error, JSON.stringify(answer.body.error)).toBeUndefined();
  return v.parse(dataEnvelope(schema), answer.body).data;
}

describe('responsible gaming, enforced by the platform', () => {
  let emulator: Emulator;
  let player: EmulatorClient;
  const login = 'careful@example.com';

  beforeEach(async () => {
    emulator = await startEmulator();
    // Limits count calendar days, weeks and months in UTC: a scenario that plays for half an hour must not cross
    // midnight (it failed whenever the suite ran between 23:29 and 00:00 UTC), nor a week's or a month's end.
    await clock(`${untilMidPeriod(Date.parse((await clock()).now))}ms`);
    player = new EmulatorClient(emulator.app);
    await player.post('auth.register', { login, password: 'secret12', currency: 'EUR' });
  });
  afterEach(() => emulator.app.close());

  const clock = async (advance?: string) =>
    (advance
      ? await emulator.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advance } })
      : await emulator.app.inject({ method: 'GET', url: '/__emulator/clock' })
    ).json() as { now: string; offset_ms: number };
  const signIn = async (client = player) => client.post('auth.login', { login, password: 'secret12' });
  const limits = async () => dataOf(rgLimitsSchema, await player.get('responsibleGaming.getLimits'));
  const setLimit = (type: string, period: string, amount: number | null) => player.post('responsibleGaming.setLimit', { type, period, amount });
  const deposit = (amount: number) => player.post('cashier.makedeposit', { method: 'card', amount, requisites: null, campaign_offer_id: null });
  const pay = (id: number) => player.page('POST', `/platform/pay/${id}/approve`);
  const spin = async (bet: number) => (await player.page('POST', '/platform/game-api/spin', { game: 'blue-comet-gates-of-olympus', mode: 'play', bet })).json() as Spin;
  const fund = async (amount: number) => pay(((await deposit(amount)).body.data as { id: number }).id);

  it('a new player has no limit, no reality check, and the deposit limit of SPEC.md 7.2 says so', async () => {
    const all = await limits();
    for (const type of ['deposit', 'loss', 'wager'] as const) {
      expect(all[type].day).toMatchObject({ period: 'day', limit_amount: null, available_amount: null, used_amount: 0, can_edit: true, expired_at: null, pending: null });
    }
    expect(all.session.week).toMatchObject({ limit_minutes: null, available_minutes: null, can_edit: true });
    expect(all).toMatchObject({ currency: 'EUR', cooling_off_hours: 24, reality_check: { interval_minutes: null } });
    expect(dataOf(depositLimitSchema, await player.get('account.getDepositLimit'))).toEqual({ available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: null });
  });

  it('the demo player keeps the monthly deposit limit of the seed, now in the limits table', async () => {
    const demo = new EmulatorClient(emulator.app);
    await demo.signIn();
    const all = dataOf(rgLimitsSchema, await demo.get('responsibleGaming.getLimits'));
    expect(all.deposit.month).toMatchObject({ limit_amount: 10_000, can_edit: true, pending: null });
    expect(dataOf(depositLimitSchema, await demo.get('account.getDepositLimit'))).toMatchObject({ limit_amount: 10_000, period: 'month' });
  });

  it('a deposit limit: lower at once, higher after the cooling-off, enforced on every deposit', async () => {
    const set = dataOf(rgSetLimitResultSchema, await setLimit('deposit', 'day', 50));
    expect(set).toMatchObject({ result: 1, applied: true });
    expect(set.limits.deposit.day).toMatchObject({ limit_amount: 50, available_amount: 50, pending: null, can_edit: true });

    const over = await deposit(60);
    expect(over.body.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 50 } });
    expect(readRestriction(over.body.error?.error_data as never)).toMatchObject({ restriction: 'deposit_limit', period: 'day', limit_amount: 50, available_amount: 50 });
    expect(over.body.error?.message).toMatch(/daily deposit limit/);

    // A pending deposit counts against the limit; the answer of SPEC.md 7.2 is the binding period.
    expect((await deposit(30)).body.error).toBeUndefined();
    expect((await deposit(30)).body.error).toMatchObject({ type: 'BillingDepositLimitExceededException', error_data: { available_amount: 20 } });
    await setLimit('deposit', 'week', 200);
    expect(dataOf(depositLimitSchema, await player.get('account.getDepositLimit'))).toMatchObject({ period: 'day', limit_amount: 50, available_amount: 20 });

    // A raise waits 24 hours: the lower limit stays in force, can_edit says no further raise until then.
    const start = Date.parse((await clock()).now);
    const raised = dataOf(rgSetLimitResultSchema, await setLimit('deposit', 'day', 100));
    expect(raised.applied).toBe(false);
    expect(raised.limits.deposit.day).toMatchObject({ limit_amount: 50, can_edit: false, pending: { limit_amount: 100 } });
    const effectiveAt = Date.parse(raised.limits.deposit.day.expired_at ?? '');
    expect(effectiveAt - start).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(effectiveAt - start).toBeLessThan(24 * 3_600_000 + 60_000);
    expect(raised.limits.deposit.day.pending?.effective_at).toBe(raised.limits.deposit.day.expired_at);
    expect(dataOf(depositLimitSchema, await player.get('account.getDepositLimit'))).toMatchObject({ limit_amount: 50, can_edit: false, expired_at: raised.limits.deposit.day.expired_at });
    expect((await setLimit('deposit', 'day', 150)).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { amount: [expect.stringMatching(/already waits until/)] } });
    expect((await deposit(25)).body.error?.type).toBe('BillingDepositLimitExceededException');

    // After the cooling-off (a day later: a new period too) the raised limit applies.
    await clock('24h');
    await signIn();
    const later = await limits();
    expect(later.deposit.day).toMatchObject({ limit_amount: 100, used_amount: 0, available_amount: 100, can_edit: true, pending: null, expired_at: null });
    expect((await deposit(90)).body.error).toBeUndefined();

    // Lowering applies at once and drops a waiting change; a removal waits like a raise.
    await setLimit('deposit', 'day', 500);
    const lowered = dataOf(rgSetLimitResultSchema, await setLimit('deposit', 'day', 95));
    expect(lowered).toMatchObject({ applied: true, limits: { deposit: { day: { limit_amount: 95, available_amount: 5, pending: null, can_edit: true } } } });
    const removal = dataOf(rgSetLimitResultSchema, await setLimit('deposit', 'day', null));
    expect(removal).toMatchObject({ applied: false, limits: { deposit: { day: { limit_amount: 95, pending: { limit_amount: null } } } } });
    await clock('25h');
    await signIn();
    expect((await limits()).deposit.day).toMatchObject({ limit_amount: null, available_amount: null, pending: null });
  });

  it('a limit form with bad values is refused with the messages of SPEC.md 5', async () => {
    expect((await setLimit('deposit', 'fortnight', 10)).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { period: ['Wrong field'] } });
    expect((await setLimit('session', 'day', 2_000)).body.error).toMatchObject({ error_data: { amount: ['Max value is 1440'] } });
    expect((await setLimit('loss', 'day', 0)).body.error).toMatchObject({ error_data: { amount: ['Min value is 0.01'] } });
    expect((await new EmulatorClient(emulator.app).post('responsibleGaming.setLimit', { type: 'loss', period: 'day', amount: 5 })).body.error?.type).toBe('AuthorizationException');
  });

  it('loss and wager limits refuse real-money spins and sports bets past them; demo play is free', async () => {
    await fund(100);
    dataOf(rgSetLimitResultSchema, await setLimit('wager', 'day', 3));
    expect((await spin(2)).error).toBeUndefined();
    const refused = await spin(2);
    expect(refused.error).toMatchObject({ type: 'InvalidParameterException', error_data: { restriction: 'wager_limit', period: 'day', limit_amount: 3, available_amount: 1 } });
    expect(refused.error?.error_data?.['bet']).toEqual([expect.stringMatching(/^Wager limit reached: 1\.00 EUR left of your daily wager limit until \d{4}-\d\d-\d\d 00:00 UTC$/)]);
    expect(refused.error?.message).toMatch(/Wager limit reached/);
    expect((await spin(1)).error).toBeUndefined();
    expect((await limits()).wager.day).toMatchObject({ used_amount: 3, available_amount: 0 });
    expect((await player.page('POST', '/platform/game-api/spin', { game: 'blue-comet-gates-of-olympus', mode: 'demo', bet: 5 })).json()).not.toHaveProperty('error');

    // The sportsbook's stake from the main balance counts and is refused the same way; the betting bonus is not real money.
    const bet = (stake: number) => player.page('POST', '/platform/betting-api/bet', { event: 'fb-1', selection: 'home', stake, wallet: 'main' });
    expect((await bet(1)).json()).toMatchObject({ error: { type: 'InvalidParameterException', error_data: { restriction: 'wager_limit', stake: [expect.stringMatching(/Wager limit reached/)] } } });
    await setLimit('wager', 'day', null);

    // A loss limit refuses a stake that could take the day's net loss past it.
    const before = await limits();
    const lost = before.loss.day.used_amount;
    await setLimit('loss', 'week', lost + 1.5);
    expect((await spin(2)).error).toMatchObject({ error_data: { restriction: 'loss_limit', period: 'week', available_amount: 1.5 } });
    expect((await bet(2)).json()).toMatchObject({ error: { error_data: { restriction: 'loss_limit' } } });
    const rounds = (await player.get('games.getHistory', { count: 50 })).body.data as { items: Array<{ mode: string; bet: { amount: number }; win: { amount: number } }> };
    const net = rounds.items.filter((round) => round.mode === 'real').reduce((sum, round) => sum + round.bet.amount - round.win.amount, 0);
    expect((await limits()).loss.week.used_amount).toBe(Math.max(0, Math.round(net * 100) / 100));

    // What a settled sports bet paid back to the main balance (a bet_win) counts as a win.
    const week = await limits();
    const { id } = emulator.db.prepare('SELECT id FROM accounts WHERE login = ?').get(login) as { id: number };
    emulator.db
      .prepare("INSERT INTO transactions (account_id, type, status, amount, currency, method, created_at, updated_at) VALUES (?, 'bet_win', 'success', 100, 'EUR', 'main', ?, ?)")
      .run(id, (await clock()).now, (await clock()).now);
    expect((await limits()).loss.week.used_amount).toBe(Math.max(0, Math.round((week.loss.week.used_amount - 1) * 100) / 100));
  });

  it('a session past its time limit is ended, says so once, and sign-in waits for the next period', async () => {
    const phone = new EmulatorClient(emulator.app);
    await signIn(phone);
    expect(dataOf(rgSetLimitResultSchema, await setLimit('session', 'day', 30)).limits.session.day).toMatchObject({ limit_minutes: 30, available_minutes: 30 });
    const session = dataOf(rgSessionSchema, await player.get('responsibleGaming.getSession'));
    expect(Date.parse(session.session_limit_ends_at ?? '') - Date.parse(session.started_at)).toBe(30 * 60_000);

    await clock('31m');
    const ended = await player.get('account.getBalance');
    expect(ended.body.error).toMatchObject({ type: 'AuthorizationException', error_data: { restriction: 'session_limit', period: 'day' } });
    expect(ended.body.error?.message).toMatch(/session-time limit is used up: you can sign in again at/);
    const nextDay = periodEnd(Date.parse((await clock()).now), 'day');
    expect(ended.body.error?.error_data?.['ends_at']).toBe(new Date(nextDay).toISOString());
    // Every device of the player is signed out; later calls are plain visitors' calls.
    expect((await phone.get('account.getInfo')).body.data).toMatchObject({ uid: 0 });
    expect((await player.get('account.getBalance')).body.error).toEqual({ type: 'AuthorizationException' });

    const refused = await signIn();
    expect(refused.body.error).toMatchObject({ type: 'AuthorizationException', error_data: { restriction: 'session_limit', ends_at: new Date(nextDay).toISOString() } });
    await clock(`${nextDay - Date.parse((await clock()).now) + 1_000}ms`);
    expect((await signIn()).body.data).toMatchObject({ login });
  });

  it('the session clock source: start, platform time, play and net result, and the next reality check', async () => {
    await fund(50);
    expect(dataOf(v.object({ result: v.number(), interval_minutes: v.nullable(v.number()) }), await player.post('responsibleGaming.setRealityCheck', { interval_minutes: 20 }))).toEqual({
      result: 1,
      interval_minutes: 20,
    });
    let bets = 0;
    let wins = 0;
    for (let round = 0; round < 5; round++) {
      const result = await spin(1);
      bets += result.data?.bet ?? 0;
      wins += result.data?.win ?? 0;
    }
    await clock('45m');
    const session: RgSession = dataOf(rgSessionSchema, await player.get('responsibleGaming.getSession'));
    expect(session).toMatchObject({ rounds: 5, bets: { amount: bets, currency: 'EUR' }, reality_check_minutes: 20, session_limit_ends_at: null });
    expect(session.net_result.amount).toBeCloseTo(wins - bets, 2);
    expect(session.duration_seconds).toBeGreaterThanOrEqual(45 * 60);
    expect(session.duration_seconds).toBe(Math.floor((Date.parse(session.now) - Date.parse(session.started_at)) / 1000));
    expect(Date.parse(session.next_reality_check_at ?? '')).toBe(Date.parse(session.started_at) + 60 * 60_000);

    // Stored by the platform: another device of the player reads the same interval.
    const tablet = new EmulatorClient(emulator.app);
    await signIn(tablet);
    const other: RgLimits = dataOf(rgLimitsSchema, await tablet.get('responsibleGaming.getLimits'));
    expect(other.reality_check.interval_minutes).toBe(20);
    expect(dataOf(rgSessionSchema, await tablet.get('responsibleGaming.getSession')).rounds).toBe(0);
    await player.post('responsibleGaming.setRealityCheck', { interval_minutes: null });
    expect((await limits()).reality_check.interval_minutes).toBeNull();
  });

  it('a time-out ends every session at once and refuses every kind of sign-in until it ends', async () => {
    const laptop = new EmulatorClient(emulator.app);
    await signIn(laptop);
    const answer = await player.post('responsibleGaming.takeTimeOut', { duration: '7d' });
    const timeOut = dataOf(rgExclusionSchema, answer);
    expect(timeOut).toMatchObject({ result: 1, type: 'time_out', duration: '7d' });
    expect(Date.parse(timeOut.ends_at) - Date.parse(timeOut.started_at)).toBe(7 * 86_400_000);
    expect(String(answer.headers['set-cookie'])).toMatch(/casino_session=;/);
    expect((await laptop.get('account.getInfo')).body.data).toMatchObject({ uid: 0 });
    expect((await player.get('account.getInfo')).body.data).toMatchObject({ uid: 0 });

    const refused = await signIn();
    expect(refused.body.error).toMatchObject({ type: 'AuthorizationException', error_data: { restriction: 'time_out', ends_at: timeOut.ends_at } });
    expect(refused.body.error?.message).toContain(timeOut.ends_at.slice(0, 10));
    expect(refused.headers['set-cookie']).toBeUndefined();

    await clock('6d');
    expect((await signIn()).body.error?.type).toBe('AuthorizationException');
    await clock('1d');
    expect((await signIn()).body.data).toMatchObject({ login });
  });

  it('a self-exclusion refuses social and Telegram sign-in too, and stops marketing', async () => {
    // A social identity linked to a new account, then excluded.
    const social = new EmulatorClient(emulator.app);
    const confirm = (client: EmulatorClient) =>
      client.page('POST', '/oauth/init/confirm?service=google&redirect_url=%2F&type_auth=login', 'email=excluded%40example.com&name=Ex', { 'content-type': 'application/x-www-form-urlencoded' });
    expect((await confirm(social)).statusCode).toBe(303);
    await social.post('account.setCurrency', { currency: 'EUR' });
    const excluded = dataOf(rgExclusionSchema, await social.post('responsibleGaming.selfExclude', { duration: '6m' }));
    expect(excluded).toMatchObject({ type: 'self_exclusion', duration: '6m' });
    const page = await confirm(new EmulatorClient(emulator.app));
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('You have excluded yourself until');
    expect(page.headers['set-cookie']).toBeUndefined();

    // A Telegram player, excluded from the mini-app: the next launch is refused too.
    // Signed by the platform's clock, which the scenario has moved on from this machine's.
    const platformNow = Date.parse((await clock()).now);
    const telegram = () => {
      const user = JSON.stringify({ id: 4242, username: 'tg_careful', language_code: 'en' });
      const payload = signInitData({ auth_date: String(Math.floor(platformNow / 1000)), query_id: 'AAE', user }, emulator.config.telegramBotToken);
      return { is_tg: 1, id: '4242', username: 'tg_careful', hash: new URLSearchParams(payload).get('hash') ?? '', language_code: 'en', payload };
    };
    const miniApp = new EmulatorClient(emulator.app);
    expect((await miniApp.post('auth.register', telegram())).body.data).toMatchObject({ login: 'tg4242@telegram.local' });
    await miniApp.post('responsibleGaming.takeTimeOut', { duration: '24h' });
    expect((await new EmulatorClient(emulator.app).post('auth.register', telegram())).body.error).toMatchObject({ type: 'AuthorizationException', error_data: { restriction: 'time_out' } });

    // The password player: contacts unsubscribed, sign-in refused for the year.
    await player.post('account.changeSubscription', { contact: login, subscription: 1 });
    await player.post('responsibleGaming.selfExclude', { duration: '1y' });
    const row = emulator.db.prepare('SELECT a.is_subscribed, c.is_subscribed AS contact FROM accounts a JOIN contacts c ON c.account_id = a.id WHERE a.login = ?').get(login);
    expect(row).toEqual({ is_subscribed: 0, contact: 0 });
    expect((await signIn()).body.error).toMatchObject({ error_data: { restriction: 'self_exclusion' } });
    await clock('200d');
    expect((await signIn()).body.error).toMatchObject({ error_data: { restriction: 'self_exclusion' } });
  });

  it('answers hostile limit values with a 4xx and changes nothing it should not', async () => {
    for (const type of ['deposit', 'loss', 'wager', 'session']) {
      for (const amount of BAD_VALUES) {
        const answer = await player.post('responsibleGaming.setLimit', { type, period: 'day', amount });
        expect(answer.status, `${type} ${amount.slice(0, 30)}`).toBeLessThan(500);
      }
    }
    for (const interval of BAD_VALUES) expect((await player.post('responsibleGaming.setRealityCheck', { interval_minutes: interval })).status).toBeLessThan(500);
    // Only blank and null (removal) and the small numbers among them passed; the player is still signed in and may play.
    expect((await player.get('account.getInfo')).body.data).toMatchObject({ login });
  });

  it('time-out and self-exclusion take only the durations offered', async () => {
    expect((await player.post('responsibleGaming.takeTimeOut', { duration: '1y' })).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { duration: ['Wrong field'] } });
    expect((await player.post('responsibleGaming.selfExclude', { duration: '24h' })).body.error).toMatchObject({ error_data: { duration: ['Wrong field'] } });
    expect((await player.get('account.getInfo')).body.data).toMatchObject({ login });
  });
});

describe('the emulator clock (development route)', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', payload?: unknown, options: { remoteAddress?: string } = {}) =>
    emulator.app.inject({ method, url: '/__emulator/clock', ...(payload === undefined ? {} : { payload: payload as object }), ...options });

  it('moves forward only, says where it is, and goes back to the machine time', async () => {
    const before = (await call('GET')).json() as { now: string; offset_ms: number };
    expect(before.offset_ms).toBe(0);
    const moved = (await call('POST', { advance: '25h' })).json() as { now: string; offset_ms: number };
    expect(moved.offset_ms).toBe(25 * 3_600_000);
    expect(Date.parse(moved.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(25 * 3_600_000);
    for (const advance of ['-1h', '1y', '', 5, '99999999999d']) expect((await call('POST', { advance })).statusCode).toBe(400);
    expect(((await call('DELETE')).json() as { offset_ms: number }).offset_ms).toBe(0);
  });

  it('answers nobody but a loopback client', async () => {
    expect((await call('POST', { advance: '1h' }, { remoteAddress: '192.0.2.10' })).statusCode).toBe(404);
    expect(((await call('GET')).json() as { offset_ms: number }).offset_ms).toBe(0);
  });
});
