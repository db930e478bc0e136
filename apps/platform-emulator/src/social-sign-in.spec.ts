import type { Emulator } from './app';
import { readConfig } from './config';
import { generateBotToken } from './services/telegram-token';
import { EmulatorClient, formBody, latestCode, startEmulator } from './testing/emulator-client';

const CONFIRM = '/oauth/init/confirm?service=google&redirect_url=%2Fcashier%2Fwithdraw&type_auth=login';

/** What the consent page answers a browser that posts its form, and the session it leaves (if any). */
async function confirm(emulator: Emulator, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = formBody(fields);
  const response = await emulator.app.inject({ method: 'POST', url: CONFIRM, payload: form.payload, headers: { ...form.headers, ...headers } });
  const browser = new EmulatorClient(emulator.app);
  browser.remember(response.headers['set-cookie']);
  const account = (await browser.get('account.getInfo')).body.data as { uid: number; login: string | null; is_registration_completed: boolean };
  return { response, browser, account };
}

describe('social sign-in never opens an account by its email alone', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  it("a provider identity with the victim's email gets no session, two-factor or not, and is asked for the account's password", async () => {
    for (const victim of ['demo@example.com', 'twofactor@example.com']) {
      const { response, account } = await confirm(emulator, { email: victim, name: 'Mallory' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('This email already has an account');
      expect(response.body).toContain('name="password"');
      expect(account.uid).toBe(0);
    }
  });

  it('the same holds in production mode', async () => {
    const production = await startEmulator({ ...readConfig({ EMULATOR_MODE: 'production', TELEGRAM_BOT_TOKEN: generateBotToken() }), dataDir: ':memory:' });
    const { account } = await confirm(production, { email: 'demo@example.com' });
    expect(account.uid).toBe(0);
    await production.app.close();
  });

  it("a wrong password links nothing; the account's password links the identity, which then signs in by itself", async () => {
    const wrong = await confirm(emulator, { email: 'demo@example.com', password: 'not-it' });
    expect(wrong.response.statusCode).toBe(400);
    expect(wrong.response.body).toContain('Wrong password.');
    expect(wrong.account.uid).toBe(0);

    const linked = await confirm(emulator, { email: 'demo@example.com', password: 'demo123' });
    expect(linked.response.statusCode).toBe(303);
    expect(linked.response.headers.location).toBe('/cashier/withdraw?oauth=success');
    expect(linked.account.login).toBe('demo@example.com');

    const again = await confirm(emulator, { email: 'demo@example.com' });
    expect(again.response.statusCode).toBe(303);
    expect(again.account.login).toBe('demo@example.com');
    // Another provider with the same email is another identity: not linked.
    const otherProvider = await emulator.app.inject({
      method: 'POST',
      url: CONFIRM.replace('google', 'apple'),
      ...formBody({ email: 'demo@example.com' }),
    });
    expect(otherProvider.headers['set-cookie']).toBeUndefined();
  });

  it('linking to a two-factor account also needs its code, which is void after five wrong tries', async () => {
    const step = await confirm(emulator, { email: 'twofactor@example.com', password: 'demo123' });
    expect(step.response.statusCode).toBe(200);
    expect(step.response.body).toContain('Enter your two-factor code');
    expect(step.account.uid).toBe(0);
    const link = /name="link" value="([^"]+)"/.exec(step.response.body)?.[1] ?? '';
    const code = await latestCode(emulator.app, 'twofactor@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await confirm(emulator, { link, code: wrong });
    expect(refused.response.statusCode).toBe(400);
    expect(refused.account.uid).toBe(0);
    const accepted = await confirm(emulator, { link, code });
    expect(accepted.response.statusCode).toBe(303);
    expect(accepted.account.login).toBe('twofactor@example.com');

    const second = await confirm(emulator, { email: 'twofactor@example.com', password: 'demo123' });
    expect(second.response.statusCode).toBe(303);
  });

  it('an account made through one provider is not linked to another: the page says how to sign in', async () => {
    const created = await emulator.app.inject({ method: 'POST', url: CONFIRM.replace('google', 'apple'), ...formBody({ email: 'ana@example.com' }) });
    expect(created.statusCode).toBe(303);
    const { response, account } = await confirm(emulator, { email: 'ana@example.com', password: 'anything' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('Sign in to it the way you signed up');
    expect(account.uid).toBe(0);
  });

  it('a new identity creates a new social account that still has to choose its currency', async () => {
    const { response, account } = await confirm(emulator, { email: 'new.social@example.com', name: 'New' });
    expect(response.statusCode).toBe(303);
    expect(account).toMatchObject({ login: 'new.social@example.com', is_registration_completed: false });
    // A social account has no password: it cannot be signed into with one.
    const guess = await new EmulatorClient(emulator.app).post('auth.login', { login: 'new.social@example.com', password: 'anything' });
    expect(guess.body.error?.type).toBe('InvalidParameterException');
  });

  it('a consent form posted from another origin signs nobody in (login CSRF)', async () => {
    const { response, account } = await confirm(emulator, { email: 'attacker@example.com' }, { origin: 'http://localhost:8999' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { type: 'AccessDeniedException' } });
    expect(account.uid).toBe(0);
  });
});
