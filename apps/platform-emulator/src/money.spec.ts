import type { Emulator } from './app';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

type Spin = { data?: { bet: number; win: number; balance: number | null }; error?: { type: string } };

const cents = (amount: number) => Math.round(amount * 100);

describe('money adds up across a scripted session', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  beforeEach(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
    await player.signIn();
  });
  afterEach(() => emulator.app.close());

  const mainBalance = async () => cents(((await player.get('account.getBalance')).body.data as { balance_main: { amount: number } }).balance_main.amount);
  const deposit = async (amount: number, headers: Record<string, string> = {}) =>
    (await player.post('cashier.makedeposit', { method: 'card', amount, requisites: null, campaign_offer_id: null }, headers)).body.data as { id: number; redirect_url: string };
  const pay = (id: number, action: string) => player.page('POST', `/platform/pay/${id}/${action}`);

  it('deposit + wins - bets - withdrawals = balance', async () => {
    const start = await mainBalance();
    const payment = await deposit(100);
    expect(payment.redirect_url).toBe(`/platform/pay/${payment.id}`);
    expect((await player.page('GET', payment.redirect_url)).body).toContain('Approve payment');
    const settled = await pay(payment.id, 'approve');
    expect(settled.statusCode).toBe(303);
    expect(settled.headers.location).toBe(`/cashier/paysuccess/${payment.id}`);

    let bets = 0;
    let wins = 0;
    for (let round = 0; round < 30; round++) {
      const response = await player.page('POST', '/platform/game-api/spin', { game: 'blue-comet-gates-of-olympus', mode: 'play', bet: 2 });
      const spin = response.json() as Spin;
      expect(spin.error).toBeUndefined();
      bets += cents(spin.data?.bet ?? 0);
      wins += cents(spin.data?.win ?? 0);
    }
    const withdrawal = await player.post('cashier.makewithdrawal', { method: 'card', amount: 50, requisites: JSON.stringify({ card_number: '4111111111111111' }) });
    expect(withdrawal.body.data).toMatchObject({ status: 'pending' });

    expect(await mainBalance()).toBe(start + cents(100) + wins - bets - cents(50));
    const history = (await player.get('games.getHistory', { count: 30 })).body.data as { total: number; items: Array<{ mode: string }> };
    expect(history.items.filter((item) => item.mode === 'real')).toHaveLength(30);
    const deposits = (await player.get('cashier.gethistory', { type: 'deposit', count: 1 })).body.data as { items: Array<{ id: number; status: string }> };
    expect(deposits.items[0]).toMatchObject({ id: payment.id, status: 'success' });
  });

  it('declined, cancelled and pending payments move no money and land on their result pages', async () => {
    const start = await mainBalance();
    for (const [action, page, status] of [['decline', 'payfail', 'failed'], ['cancel', 'paycancel', 'canceled'], ['pending', 'paypending', 'pending']] as const) {
      const payment = await deposit(20);
      const response = await pay(payment.id, action);
      expect(response.headers.location).toBe(page === 'paycancel' ? '/cashier/paycancel' : `/cashier/${page}/${payment.id}`);
      expect((await player.get('cashier.getdepositinfo', { id: payment.id })).body.data).toMatchObject({ status });
    }
    expect(await mainBalance()).toBe(start);
  });

  it('a cancelled withdrawal gives the money back', async () => {
    const start = await mainBalance();
    const withdrawal = (await player.post('cashier.makewithdrawal', { method: 'card', amount: 40, requisites: JSON.stringify({ card_number: '4111111111111111' }) })).body.data as { id: number };
    expect(await mainBalance()).toBe(start - cents(40));
    await player.post('cashier.cancelwithdrawal', { id: withdrawal.id });
    expect(await mainBalance()).toBe(start);
    expect((await player.post('cashier.cancelwithdrawal', { id: withdrawal.id })).body.error?.type).toBe('InvalidParameterException');
  });

  it('an Idempotency-Key answers a repeated request with the first answer and moves money once', async () => {
    const first = await deposit(30, { 'idempotency-key': 'dep-1' });
    const again = await deposit(30, { 'idempotency-key': 'dep-1' });
    expect(again).toEqual(first);
    const pending = (await player.get('cashier.gethistory', { type: 'deposit', statuses: 'pending' })).body.data as { total: number };
    expect(pending.total).toBe(1);

    const start = await mainBalance();
    const body = { method: 'card', amount: 25, requisites: JSON.stringify({ card_number: '4111111111111111' }) };
    const one = await player.post('cashier.makewithdrawal', body, { 'idempotency-key': 'wd-1' });
    const two = await player.post('cashier.makewithdrawal', body, { 'idempotency-key': 'wd-1' });
    expect(two.body).toEqual(one.body);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(await mainBalance()).toBe(start - cents(25));
  });

  it('an Idempotency-Key reused with another body is a 409 conflict that moves no money, not the first answer', async () => {
    const start = await mainBalance();
    const body = { method: 'card', amount: 25, requisites: JSON.stringify({ card_number: '4111111111111111' }) };
    const first = await player.post('cashier.makewithdrawal', body, { 'idempotency-key': 'wd-conflict' });
    expect(first.status).toBe(200);
    const other = await player.post('cashier.makewithdrawal', { ...body, amount: 2500 }, { 'idempotency-key': 'wd-conflict' });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ type: 'InvalidRequestException', message: expect.stringContaining('Idempotency-Key was used for another request') });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await mainBalance()).toBe(start - cents(25));
    const deposit = await player.post('cashier.makedeposit', { method: 'card', amount: 30 }, { 'idempotency-key': 'wd-conflict' });
    // A key is per method: the same key on a deposit is a first use.
    expect(deposit.status).toBe(200);
    expect((await player.post('cashier.makedeposit', { method: 'card', amount: 31 }, { 'idempotency-key': 'wd-conflict' })).status).toBe(409);
    expect((await player.post('cashier.makedeposit', { method: 'card', amount: 30 }, { 'idempotency-key': 'x'.repeat(300) })).status).toBe(400);
  });

  it('a cashback payout moves the active cashback to the main balance', async () => {
    const start = await mainBalance();
    const payout = (await player.post('cashbacks.payout', { cashback_id: null })).body.data as { amount: { amount: number } };
    expect(payout.amount.amount).toBe(12.4);
    expect(await mainBalance()).toBe(start + 1240);
    const paid = (await player.get('cashbacks.get', { statuses: 'active' })).body.data as { total: number };
    expect(paid.total).toBe(0);
  });

  it('a declined cashback moves no money, leaves the list and cannot be paid out afterwards', async () => {
    const start = await mainBalance();
    expect((await player.get('cashbacks.get', { statuses: 'active' })).body.data).toMatchObject({ total: 1 });
    expect((await player.post('cashbacks.remove')).body.data).toEqual({ result: 1, removed: 1 });
    expect((await player.get('cashbacks.get', { statuses: 'active' })).body.data).toMatchObject({ total: 0 });
    const all = (await player.get('cashbacks.get')).body.data as { items: Array<{ status: string }> };
    expect(all.items.map((item) => item.status)).toEqual(['paid_out']);
    expect((await player.get('cashbacks.get', { statuses: 'removed' })).body.data).toMatchObject({ total: 1 });
    expect((await player.post('cashbacks.payout', { cashback_id: null })).body.error?.type).toBe('InvalidParameterException');
    // Declining again declines nothing.
    expect((await player.post('cashbacks.remove')).body.data).toEqual({ result: 1, removed: 0 });
    expect(await mainBalance()).toBe(start);
  });

  it("currency rates cover every available currency, against the player's currency unless asked", async () => {
    const { available_currencies: currencies } = (await player.get('metadata.getgeneralinfo')).body.data as { available_currencies: string[] };
    const own = (await player.get('account.getcurrencyrates')).body.data as { base: string; rates: Record<string, number> };
    expect(own.base).toBe('EUR');
    expect(Object.keys(own.rates).sort()).toEqual([...currencies].sort());
    expect(own.rates['EUR']).toBe(1);
    const brl = (await player.get('account.getcurrencyrates', { currency: 'BRL' })).body.data as { base: string; rates: Record<string, number> };
    // One real is worth rates.EUR euros; the two tables are each other's inverse.
    expect(brl.base).toBe('BRL');
    expect(brl.rates['EUR']).toBeCloseTo(1 / (own.rates['BRL'] ?? 0), 3);
    expect((await player.get('account.getcurrencyrates', { currency: 'XYZ' })).body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { currency: ['Wrong field'] } });
    const visitor = (await new EmulatorClient(emulator.app).get('account.getcurrencyrates')).body.data as { base: string };
    expect(visitor.base).toBe('EUR');
  });

  it('a deposit with a deposit offer grants its bonus on approval', async () => {
    const payment = (await player.post('cashier.makedeposit', { method: 'card', amount: 40, campaign_offer_id: 2, requisites: null })).body.data as { id: number };
    await pay(payment.id, 'approve');
    const bonuses = (await player.get('bonuses.get', { status: 'available' })).body.data as { items: Array<{ offer_id: number; amount: { amount: number } }> };
    expect(bonuses.items.find((bonus) => bonus.offer_id === 2)?.amount.amount).toBe(20);
  });

  it('demo mode plays with the fun balance only', async () => {
    const main = await mainBalance();
    const spin = (await player.page('POST', '/platform/game-api/spin', { game: 'blue-comet-gates-of-olympus', mode: 'demo', bet: 1 })).json() as Spin;
    const info = (await player.get('account.getInfo')).body.data as { balance_fun: { amount: number } };
    expect(cents(info.balance_fun.amount)).toBe(100_000 - cents(spin.data?.bet ?? 0) + cents(spin.data?.win ?? 0));
    expect(await mainBalance()).toBe(main);
  });
});
