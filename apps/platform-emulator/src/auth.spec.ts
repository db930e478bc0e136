import type { Emulator } from './app';
import { signInitData, verifyInitData } from './services/telegram';
import { checkCode, sendCode } from './services/outbox';
import { EmulatorClient, latestCode, startEmulator } from './testing/emulator-client';

describe('sign-in and registration', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  it('two-factor sign-in: code to the outbox, resend time, every server message, then a rotated HttpOnly session', async () => {
    const player = new EmulatorClient(emulator.app);
    const credentials = { login: 'twofactor@example.com', password: 'demo123' };
    const first = await player.post('auth.login', credentials);
    expect(first.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { two_factor_auth: ['two_factor_auth is enable'], resend_time: 60 } });
    const again = await player.post('auth.login', credentials);
    expect(String(again.body.error?.error_data?.['code'])).toMatch(/^Resend time is \d+$/);
    expect((await player.post('auth.login', { ...credentials, code: '12' })).body.error?.error_data).toEqual({ code: ['code must contain 6 digits'] });
    const code = await latestCode(emulator.app, credentials.login);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await player.post('auth.login', { ...credentials, code: wrong })).body.error?.error_data).toEqual({ code: ['two_factor_auth: code is invalid'] });

    player.cookies.set('casino_session', 'stale');
    const response = await player.post('auth.login', { ...credentials, code });
    expect(response.body).toMatchObject({ data: { login: credentials.login, two_factor_auth: true } });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/casino_session=(?!stale)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('a code expires after five minutes', () => {
    const { db } = emulator;
    const now = Date.now();
    const code = sendCode(db, 2, 'two_factor_login', 'x', 'twofactor@example.com', 'en');
    expect(checkCode(db, 2, 'two_factor_login', 'x', code, now + 6 * 60_000)).toBe('expired');
    expect(checkCode(db, 2, 'two_factor_login', 'x', code, now)).toBe('ok');
  });

  it('form registration signs in and sends an email confirmation code; wrong passwords are refused', async () => {
    const player = new EmulatorClient(emulator.app);
    const registered = await player.post('auth.register', { login: 'ana@example.com', password: 'secret12', currency: 'BRL', promo_code: 'SPIN20' });
    expect(registered.body.data).toMatchObject({ login: 'ana@example.com', balance_main: { amount: 0, currency: 'BRL' } });
    expect(await latestCode(emulator.app, 'ana@example.com')).toMatch(/^\d{6}$/);
    expect(((await player.get('freespins.get')).body.data as { items: unknown[] }).items).toHaveLength(1);
    expect((await player.post('auth.login', { login: 'ana@example.com', password: 'wrong-one' })).body.error?.type).toBe('InvalidParameterException');
  });

  it('the registration fake name obeys the rule of account.changefakename: its form and being free', async () => {
    const register = (fakename: string) => new EmulatorClient(emulator.app).post('auth.register', { login: `n${Math.random()}@example.com`.replace('0.', ''), password: 'secret12', fakename });
    expect((await register('ab')).body.error?.error_data).toEqual({ fakename: ['Min length is 4'] });
    expect((await register('has space')).body.error?.error_data).toEqual({ fakename: ['Wrong fake name'] });
    expect((await register('x'.repeat(31))).body.error?.error_data).toEqual({ fakename: ['Max length is 30'] });
    expect((await register('luckydemo')).body.error?.error_data).toEqual({ fakename: ['Fake name is already taken'] });
    expect((await register('Lucky7')).body.data).toMatchObject({ fakename: 'Lucky7' });
    expect((await register('')).body.data).toMatchObject({ fakename: null });
  });

  it('fast registration makes up the credentials and returns them', async () => {
    const player = new EmulatorClient(emulator.app);
    const answer = (await player.post('auth.register', { type: 'fast', currency: 'EUR' })).body.data as { login: string; password: string };
    expect(answer.password).toHaveLength(10);
    await new EmulatorClient(emulator.app).signIn(answer.login, answer.password);
  });

  it('Telegram sign-up checks the init-data signature and its age', async () => {
    const token = emulator.config.telegramBotToken;
    const authDate = String(Math.floor(Date.now() / 1000));
    const user = JSON.stringify({ id: 42, username: 'tg_player', language_code: 'pl' });
    const payload = signInitData({ auth_date: authDate, query_id: 'AAE', user }, token);
    const hash = new URLSearchParams(payload).get('hash') ?? '';
    const body = { is_tg: 1, id: '42', username: 'tg_player', hash, language_code: 'pl', payload };
    const player = new EmulatorClient(emulator.app);
    // The Telegram username becomes the fake name under the fake-name rule (letters and digits only).
    expect((await player.post('auth.register', body)).body.data).toMatchObject({ login: 'tg42@telegram.local', locale: 'pl', fakename: 'tgplayer' });
    const forged = await new EmulatorClient(emulator.app).post('auth.register', { ...body, hash: 'a'.repeat(64) });
    expect(forged.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { hash: ['Wrong field'] } });
    const old = signInitData({ auth_date: String(Number(authDate) - 2 * 86_400), user }, token);
    expect(verifyInitData(old, new URLSearchParams(old).get('hash') ?? '', token, 86_400, Date.now())).toEqual({ ok: false, reason: 'expired' });
  });

  it('social sign-in: the consent page signs in and returns to the site; choosing a currency completes registration', async () => {
    const player = new EmulatorClient(emulator.app);
    const consent = await player.page('GET', '/oauth/init?service=google&redirect_url=%2Fprofile&type_auth=register');
    expect(consent.body).toContain('Continue with Google');
    const response = await emulator.app.inject({
      method: 'POST',
      url: '/oauth/init/confirm?service=google&redirect_url=%2Fprofile&type_auth=register',
      payload: 'email=social.player%40example.com&name=Social',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile?oauth=success');
    player.remember(response.headers['set-cookie']);
    expect((await player.get('account.getInfo')).body.data).toMatchObject({ login: 'social.player@example.com', is_registration_completed: false });
    await player.post('account.setCurrency', { currency: 'USD' });
    expect((await player.get('account.getInfo')).body.data).toMatchObject({ is_registration_completed: true, balance_main: { currency: 'USD' } });
    const external = await player.page('GET', '/oauth/init?service=google&redirect_url=https%3A%2F%2Fevil.example');
    expect(external.body).toContain('href="/?oauth=cancel"');
  });
});
