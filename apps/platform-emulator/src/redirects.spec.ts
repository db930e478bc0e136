import type { Emulator } from './app';
import { EmulatorClient, formBody, startEmulator } from './testing/emulator-client';

describe('redirects of the consent and payment pages stay on the site', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it.each(['/%09/evil.example/', '%2F%2Fevil.example', '/%5Cevil.example', 'https%3A%2F%2Fevil.example', '/%0A/evil.example'])(
    'redirect_url=%s: the Cancel link and the confirmation go to / on the site',
    async (target) => {
      const consent = await emulator.app.inject({ method: 'GET', url: `/oauth/init?service=google&redirect_url=${target}` });
      expect(consent.body).toContain('href="/?oauth=cancel"');
      const confirmed = await emulator.app.inject({
        method: 'POST',
        url: `/oauth/init/confirm?service=google&redirect_url=${target}`,
        ...formBody({ email: `redirect.${Math.random().toString(36).slice(2)}@example.com` }),
      });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe('/?oauth=success');
    },
  );

  it.each([
    ['return_locale', { return_locale: '/evil.example' }, ''],
    ['return_locale with a backslash', { return_locale: '\\evil.example' }, ''],
    ['return_locale pl', { return_locale: 'pl' }, '/pl'],
  ])('a deposit with %s returns to a site path', async (_case, extra, prefix) => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const deposit = (await player.post('cashier.makedeposit', { method: 'card', amount: 25, ...extra })).body.data as { id: number };
    const approved = await player.page('POST', `/platform/pay/${deposit.id}/approve`);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`${prefix}/cashier/paysuccess/${deposit.id}`);
  });

  it('an unknown locale in the query does not become a prefix either', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const deposit = (await player.post('cashier.makedeposit', { method: 'card', amount: 25 }, { 'x-locale': '%2F%2Fevil.example' })).body.data as { id: number };
    const cancelled = await player.page('POST', `/platform/pay/${deposit.id}/cancel`);
    expect(cancelled.headers.location).toBe('/cashier/paycancel');
  });
});
