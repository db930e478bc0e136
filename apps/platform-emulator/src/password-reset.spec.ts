import type { Emulator } from './app';
import { RESET_TTL_MS } from './services/password-reset';
import { EmulatorClient, formBody, latestMessage, startEmulator } from './testing/emulator-client';

const SITE = 'http://localhost:4200';

describe('password restore: a single-use link, the password unchanged until it is used', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  const resetLink = async (login: string) => {
    const message = await latestMessage(emulator.app, login);
    expect(message?.code).toBeNull();
    expect(message?.link).toMatch(new RegExp(`^${SITE}/platform/password-reset/[\\w-]{43}$`));
    expect(message?.body).toContain(message?.link ?? 'no link');
    return (message?.link ?? '').slice(SITE.length);
  };
  const submit = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = formBody(fields);
    return emulator.app.inject({ method: 'POST', url: path, payload: form.payload, headers: { ...form.headers, ...headers } });
  };

  it('answers the same for known and unknown logins and mails no password', async () => {
    const player = new EmulatorClient(emulator.app);
    const known = await player.post('auth.restore', { login: 'demo@example.com' });
    const unknown = await player.post('auth.restore', { login: 'nobody@example.com' });
    expect(known.body).toEqual(unknown.body);
    expect(known.status).toBe(unknown.status);
    expect(await latestMessage(emulator.app, 'nobody@example.com')).toBeUndefined();
    await resetLink('demo@example.com');
    // The password has not changed: the demo player still signs in with it.
    await new EmulatorClient(emulator.app).signIn();
  });

  it('the link opens the reset page once; the new password follows the form rule and ends every session', async () => {
    const elsewhere = new EmulatorClient(emulator.app);
    await elsewhere.signIn();
    await new EmulatorClient(emulator.app).post('auth.restore', { login: 'demo@example.com' });
    const path = await resetLink('demo@example.com');

    const page = await emulator.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Choose a new password');
    expect(page.body).toContain(`action="${path}"`);

    expect((await submit(path, { password: 'abc', repeat_password: 'abc' })).body).toContain('The password does not follow these rules.');
    expect((await submit(path, { password: 'has space1', repeat_password: 'has space1' })).statusCode).toBe(400);
    expect((await submit(path, { password: 'newpass12', repeat_password: 'newpass13' })).body).toContain('The passwords are not the same.');
    // A form of another origin changes nothing.
    expect((await submit(path, { password: 'evilpass1', repeat_password: 'evilpass1' }, { origin: 'http://localhost:8999' })).statusCode).toBe(403);

    const done = await submit(path, { password: 'newpass12', repeat_password: 'newpass12' }, { origin: SITE });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is changed');
    expect((await elsewhere.get('account.getInfo')).body.data).toMatchObject({ uid: 0 });
    expect((await new EmulatorClient(emulator.app).post('auth.login', { login: 'demo@example.com', password: 'demo123' })).status).toBe(400);
    await new EmulatorClient(emulator.app).signIn('demo@example.com', 'newpass12');

    // Used once: the link is dead now.
    expect((await emulator.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await submit(path, { password: 'again1234', repeat_password: 'again1234' })).body).toContain('This link no longer works');
  });

  it('a link lives 30 minutes, and a newer one voids the older', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.post('auth.restore', { login: 'demo@example.com' });
    const first = await resetLink('demo@example.com');
    await player.post('auth.restore', { login: 'demo@example.com' });
    const second = await resetLink('demo@example.com');
    expect((await emulator.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await emulator.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    emulator.db.prepare('UPDATE password_resets SET expires_at = expires_at - ?').run(RESET_TTL_MS + 1);
    expect((await emulator.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('a made-up token opens nothing', async () => {
    for (const token of ['x', 'A'.repeat(43), '../../etc/passwd']) {
      const response = await emulator.app.inject({ method: 'GET', url: `/platform/password-reset/${encodeURIComponent(token)}` });
      expect(response.statusCode).toBe(404);
    }
  });
});
