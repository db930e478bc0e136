import type { Emulator } from './app';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from './platform/session';
import { EmulatorClient, latestCode, startEmulator } from './testing/emulator-client';

describe('sessions', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  const signedIn = async () => {
    const client = new EmulatorClient(emulator.app);
    await client.signIn();
    return client;
  };
  const uid = async (client: EmulatorClient) => ((await client.get('account.getInfo')).body.data as { uid: number }).uid;

  it("account.changepassword ends the player's other sessions and keeps this one", async () => {
    const [phone, laptop] = [await signedIn(), await signedIn()];
    expect((await phone.post('account.changepassword', { old_password: 'demo123', new_password: 'demo4567' })).body).toEqual({ data: { result: 1 } });
    expect(await uid(phone)).toBeGreaterThan(0);
    expect(await uid(laptop)).toBe(0);
  });

  it('turning two-factor on ends the other sessions; turning it off does not', async () => {
    const [phone, laptop] = [await signedIn(), await signedIn()];
    await phone.post('account.changeTwoFactorAuth');
    await phone.post('account.confirmTwoFactorAuth', { code: await latestCode(emulator.app, 'demo@example.com') });
    expect(await uid(phone)).toBeGreaterThan(0);
    expect(await uid(laptop)).toBe(0);

    const tablet = new EmulatorClient(emulator.app);
    await tablet.post('auth.login', { login: 'demo@example.com', password: 'demo123' });
    await tablet.post('auth.login', { login: 'demo@example.com', password: 'demo123', code: await latestCode(emulator.app, 'demo@example.com') });
    emulator.db.prepare('DELETE FROM codes').run();
    await phone.post('account.changeTwoFactorAuth');
    await phone.post('account.confirmTwoFactorAuth', { code: await latestCode(emulator.app, 'demo@example.com') });
    expect(await uid(tablet)).toBeGreaterThan(0);
  });

  it('a session ends after an hour without a call, and 12 hours after sign-in in any case', async () => {
    const idle = await signedIn();
    emulator.db.prepare('UPDATE sessions SET last_seen_at = last_seen_at - ?').run(SESSION_IDLE_MS);
    expect(await uid(idle)).toBe(0);

    const busy = await signedIn();
    emulator.db.prepare('UPDATE sessions SET expires_at = expires_at - ?').run(SESSION_MAX_MS);
    expect(await uid(busy)).toBe(0);
    expect((emulator.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n).toBe(0);
  });

  it('the cookie is HttpOnly and SameSite=Lax, and Secure when the request came over TLS through the loopback proxy', async () => {
    const plain = await new EmulatorClient(emulator.app).post('auth.login', { login: 'demo@example.com', password: 'demo123' });
    expect(String(plain.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(plain.headers['set-cookie'])).toMatch(/SameSite=Lax/);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    const tls = await new EmulatorClient(emulator.app).post('auth.login', { login: 'demo@example.com', password: 'demo123' }, { 'x-forwarded-proto': 'https' });
    expect(String(tls.headers['set-cookie'])).toMatch(/; Secure/);
    // Only our own proxy, on loopback, is believed.
    const forged = await new EmulatorClient(emulator.app).post('auth.login', { login: 'demo@example.com', password: 'demo123' }, { 'x-forwarded-proto': 'https' }, '203.0.113.9');
    expect(String(forged.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
