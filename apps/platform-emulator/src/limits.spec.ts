import type { Emulator } from './app';
import { AttemptLimiter, PASSWORD_PER_LOGIN } from './platform/limits';
import { EmulatorClient, latestCode, startEmulator } from './testing/emulator-client';

const wrongLogin = (client: EmulatorClient, login: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  client.post('auth.login', { login, password: 'wrong-password' }, headers, remoteAddress);

describe('attempt limits', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  it('10 wrong passwords for a login, then TooManyRequestsException with Retry-After, even for the right password', async () => {
    const client = new EmulatorClient(emulator.app);
    for (let attempt = 0; attempt < 10; attempt++) {
      // From ten addresses, so only the per-login count can be what stops the eleventh.
      const answer = await wrongLogin(client, 'demo@example.com', {}, `203.0.113.${attempt + 1}`);
      expect(answer.body.error?.type).toBe('InvalidParameterException');
    }
    const limited = await client.post('auth.login', { login: 'demo@example.com', password: 'demo123' }, {}, '203.0.113.99');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ type: 'TooManyRequestsException', error_data: { retry_after: 30 } });
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Other logins are not held up.
    expect((await client.post('auth.login', { login: 'twofactor@example.com', password: 'wrong' }, {}, '203.0.113.99')).status).toBe(400);
  });

  it('wrong passwords per client address: 20, counted on the last X-Forwarded-For hop only behind a loopback proxy', async () => {
    const client = new EmulatorClient(emulator.app);
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await wrongLogin(client, `nobody${attempt}@example.com`, { 'x-forwarded-for': '198.51.100.7, 192.0.2.1' })).status).toBe(400);
    }
    expect((await wrongLogin(client, 'someone.else@example.com', { 'x-forwarded-for': '198.51.100.7, 192.0.2.1' })).status).toBe(429);
    // Another client behind the same proxy is not held up.
    expect((await wrongLogin(client, 'someone.else@example.com', { 'x-forwarded-for': '192.0.2.2' })).status).toBe(400);
    // A header from a client that is no proxy of ours does not pick the address: its socket's counts.
    for (let attempt = 0; attempt < 20; attempt++) await wrongLogin(client, `far${attempt}@example.com`, { 'x-forwarded-for': `192.0.2.${100 + attempt}` }, '203.0.113.50');
    expect((await wrongLogin(client, 'far@example.com', { 'x-forwarded-for': '192.0.2.250' }, '203.0.113.50')).status).toBe(429);
    // 43 password checks one after another: seconds on a quiet machine, 17 s at a load average of 20.
  }, 120_000);

  it('guesses sent all at once are not all checked: running attempts count', async () => {
    const client = new EmulatorClient(emulator.app);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => wrongLogin(client, 'demo@example.com', {}, `203.0.113.${index + 1}`)));
    const checked = answers.filter((answer) => answer.status === 400).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(60 - checked);
  });

  it('the delays after the tenth failure grow, and a right password clears the login (not the address)', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(PASSWORD_PER_LOGIN, () => now);
    const fail = () => {
      limiter.begin('ana');
      limiter.end('ana', true);
    };
    for (let attempt = 0; attempt < 10; attempt++) fail();
    expect(limiter.waitSeconds('ana')).toBe(30);
    now += 30_000;
    expect(limiter.waitSeconds('ana')).toBe(0);
    fail();
    expect(limiter.waitSeconds('ana')).toBe(60);
    now += 60_000;
    fail();
    expect(limiter.waitSeconds('ana')).toBe(120);
    limiter.clear('ana');
    expect(limiter.waitSeconds('ana')).toBe(0);
    // After the window, old failures are forgotten.
    for (let attempt = 0; attempt < 10; attempt++) fail();
    now += PASSWORD_PER_LOGIN.windowMs + 1;
    expect(limiter.waitSeconds('ana')).toBe(0);
  });

  it('a two-factor sign-in code is void after 5 wrong tries, even the right one', async () => {
    const client = new EmulatorClient(emulator.app);
    const credentials = { login: 'twofactor@example.com', password: 'demo123' };
    await client.post('auth.login', credentials);
    const code = await latestCode(emulator.app, credentials.login);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post('auth.login', { ...credentials, code: wrong })).body.error?.error_data).toEqual({ code: ['two_factor_auth: code is invalid'] });
    }
    const late = await client.post('auth.login', { ...credentials, code });
    expect(late.body.error).toMatchObject({ type: 'InvalidParameterException', error_data: { code: ['Time expired'] }, message: expect.stringContaining('void') });
    expect(late.headers['set-cookie']).toBeUndefined();
    // A new code may be asked for at once, and works.
    await client.post('auth.login', credentials);
    const fresh = await latestCode(emulator.app, credentials.login);
    expect((await client.post('auth.login', { ...credentials, code: fresh })).body.data).toMatchObject({ login: credentials.login });
  });

  it('the two-factor switch and contact codes are void after 5 wrong tries too', async () => {
    const client = new EmulatorClient(emulator.app);
    await client.signIn();
    await client.post('account.changeTwoFactorAuth');
    const code = await latestCode(emulator.app, 'demo@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await client.post('account.confirmTwoFactorAuth', { code: wrong });
    expect((await client.post('account.confirmTwoFactorAuth', { code })).body.error?.error_data).toEqual({ code: ['Time expired'] });
    expect((await client.get('account.getInfo')).body.data).toMatchObject({ two_factor_auth: false });

    await client.post('account.addcontact', { contact: '+35699000111', phone_country_code: 'MT' });
    const sms = await latestCode(emulator.app, '35699000111');
    const wrongSms = sms === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await client.post('account.confirmContact', { contact: '35699000111', code: wrongSms });
    expect((await client.post('account.confirmContact', { contact: '35699000111', code: sms })).body.error?.error_data).toEqual({ code: ['Time expired'] });
  });

  it('password reset mails: 5 an hour per login, known or not, with the same answer', async () => {
    const client = new EmulatorClient(emulator.app);
    for (const login of ['demo@example.com', 'nobody@example.com']) {
      for (let attempt = 0; attempt < 5; attempt++) expect((await client.post('auth.restore', { login })).body).toEqual({ data: { result: 1 } });
      const limited = await client.post('auth.restore', { login });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    }
  });

  it('codes: 10 an hour per account', async () => {
    const client = new EmulatorClient(emulator.app);
    await client.signIn();
    const statuses: number[] = [];
    for (let contact = 0; contact < 11; contact++) {
      statuses.push((await client.post('account.addcontact', { contact: `+3569900${String(contact).padStart(4, '0')}`, phone_country_code: 'MT' })).status);
    }
    // The demo player's first ten codes go out; the eleventh is refused.
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a wrong current password on account.changepassword counts like a wrong sign-in', async () => {
    const client = new EmulatorClient(emulator.app);
    await client.signIn();
    for (let attempt = 0; attempt < 10; attempt++) {
      await client.post('account.changepassword', { old_password: 'guess12', new_password: 'secret99' }, {}, `203.0.113.${attempt + 1}`);
    }
    expect((await client.post('account.changepassword', { old_password: 'demo123', new_password: 'secret99' })).status).toBe(429);
  });
});

describe('password hashing does not stop the other calls', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it('metadata.getgeneralinfo answers while 100 wrong logins from 100 addresses are hashed', async () => {
    const client = new EmulatorClient(emulator.app);
    const started = performance.now();
    const logins = Promise.all(
      Array.from({ length: 100 }, (_, index) => wrongLogin(client, `nobody${index}@example.com`, { 'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` })),
    );
    const latencies: number[] = [];
    const probes = (async () => {
      for (let probe = 0; probe < 10; probe++) {
        const sent = performance.now();
        expect((await client.get('metadata.getgeneralinfo')).status).toBe(200);
        latencies.push(performance.now() - sent);
      }
    })();
    const [answers] = await Promise.all([logins, probes]);
    const wave = performance.now() - started;
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    // With hashing on the event loop, a call sent during the wave waits for the whole wave; here it does not.
    expect(Math.max(...latencies)).toBeLessThan(wave / 2);
  }, 120_000);

  it('a sign-in for an unknown login costs about as long as one for a known login', async () => {
    const client = new EmulatorClient(emulator.app);
    const time = async (login: string) => {
      const started = performance.now();
      await wrongLogin(client, login, { 'x-forwarded-for': `10.1.0.${Math.floor(Math.random() * 250) + 1}` });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 8; round++) {
      known.push(await time('demo@example.com'));
      unknown.push(await time(`ghost${round}@example.com`));
    }
    // Both run one scrypt; without the dummy hash an unknown login answers in well under a tenth of the time. The
    // fastest of each is what the work itself costs: on a loaded machine other processes only ever add time.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});
