import type { Emulator } from './app';
import { EmulatorClient, formBody, startEmulator } from './testing/emulator-client';

const SIBLING = { origin: 'http://localhost:8999' };

describe('writes from a page of another origin are refused before anything changes', () => {
  let emulator: Emulator;
  let player: EmulatorClient;

  // One emulator for the file: every test either is refused (and checks that nothing changed) or changes its own things.
  beforeAll(async () => {
    emulator = await startEmulator();
    player = new EmulatorClient(emulator.app);
    await player.signIn();
  });
  afterAll(() => emulator.app.close());

  const balance = async () => ((await player.get('account.getBalance')).body.data as { balance_main: { amount: number } }).balance_main.amount;
  const card = { method: 'card', amount: 20, requisites: JSON.stringify({ card_number: '4111111111111111' }) };

  it('a same-site page on another port withdraws nothing, changes no profile and no password', async () => {
    const before = await balance();
    for (const [method, fields] of [
      ['cashier.makewithdrawal', card],
      ['account.saveProfileInfo', { first_name: 'Mallory' }],
      ['account.changepassword', { old_password: 'demo123', new_password: 'owned123' }],
    ] as const) {
      const answer = await player.post(method, fields, SIBLING);
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ type: 'AccessDeniedException', message: expect.stringContaining('http://localhost:8999') });
    }
    expect(await balance()).toBe(before);
    expect((await player.get('account.getprofileinfo')).body.data).toMatchObject({ first_name: 'Alex' });
    await new EmulatorClient(emulator.app).signIn();
  });

  it('Sec-Fetch-Site same-site or cross-site is refused; same-origin, none and no header at all (not a browser) pass', async () => {
    for (const site of ['same-site', 'cross-site']) {
      expect((await player.post('cashier.makewithdrawal', card, { 'sec-fetch-site': site })).status).toBe(403);
    }
    expect((await player.post('cashier.makewithdrawal', card, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await player.post('storage.set', { key: 'k', value: 'v' }, { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await player.post('storage.set', { key: 'k', value: 'v' })).status).toBe(200);
    // The opaque origin of a sandboxed frame is no origin of the site.
    expect((await player.post('storage.set', { key: 'k', value: 'v' }, { origin: 'null' })).status).toBe(403);
  });

  it("the site's own origins write: the web shell's and the Telegram shell's", async () => {
    expect((await player.post('storage.set', { key: 'k', value: 'web' }, { origin: 'http://localhost:4200' })).status).toBe(200);
    expect((await player.post('storage.set', { key: 'k', value: 'tg' }, { origin: 'http://localhost:4201' })).status).toBe(200);
  });

  it('a cross-site sign-in form signs nobody in (login CSRF)', async () => {
    const visitor = new EmulatorClient(emulator.app);
    const answer = await visitor.post('auth.login', { login: 'demo@example.com', password: 'demo123' }, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect((await visitor.post('auth.register', { login: 'csrf@example.com', password: 'secret12' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('the payment page form and the game spin refuse another origin too', async () => {
    const deposit = (await player.post('cashier.makedeposit', { method: 'card', amount: 25 })).body.data as { id: number };
    const approve = await player.page('POST', `/platform/pay/${deposit.id}/approve`, undefined, SIBLING);
    expect(approve.statusCode).toBe(403);
    expect(((await player.get('cashier.getdepositinfo', { id: deposit.id })).body.data as { status: string }).status).toBe('pending');
    const spin = await player.page('POST', '/platform/game-api/spin', { game: 'aurora-play-book-of-ra', mode: 'play', bet: 1 }, SIBLING);
    expect(spin.statusCode).toBe(403);
    const form = formBody({});
    const same = await emulator.app.inject({
      method: 'POST',
      url: `/platform/pay/${deposit.id}/approve`,
      payload: form.payload,
      headers: { ...form.headers, cookie: player.cookieHeader, origin: 'http://localhost:4200' },
    });
    expect(same.statusCode).toBe(303);
  });
});
