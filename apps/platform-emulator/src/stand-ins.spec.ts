import { runInNewContext } from 'node:vm';
import * as v from 'valibot';
import { dataEnvelope, generalInfoSchema } from '@casino/platform-contract';
import type { Emulator } from './app';
import { readConfig } from './config';
import { GTM_STAND_IN_SCRIPT } from './web/gtm-stand-in';
import { SEON_STAND_IN_SCRIPT } from './web/seon-stand-in';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

const SITE = 'http://localhost:4200';

describe('general info: the partner switches and inactivity times are settings', () => {
  let emulator: Emulator;

  beforeEach(async () => {
    emulator = await startEmulator();
  });
  afterEach(() => emulator.app.close());

  const generalInfo = async () => v.parse(dataEnvelope(generalInfoSchema), (await new EmulatorClient(emulator.app).get('metadata.getgeneralinfo')).body).data;

  it('are off by default (no GTM container, no SEON), with 15 minutes of inactivity for the cashier and payment page', async () => {
    expect(await generalInfo()).toMatchObject({ analytic: { gtm_id: null }, is_seon_enabled: false, user_inactivity_cashier_time: 900, user_inactivity_pp_time: 900 });
  });

  it('come from the environment, which is checked at start', async () => {
    const config = readConfig({
      EMULATOR_MODE: 'test',
      EMULATOR_GTM_ID: 'GTM-TEST42',
      EMULATOR_SEON_ENABLED: 'true',
      EMULATOR_INACTIVITY_CASHIER_SECONDS: '600',
      EMULATOR_INACTIVITY_PAYMENT_PAGE_SECONDS: 'off',
    });
    expect(config.generalInfo).toEqual({ gtmId: 'GTM-TEST42', seonEnabled: true, inactivityCashierSeconds: 600, inactivityPaymentPageSeconds: null });
    const configured = await startEmulator({ generalInfo: config.generalInfo });
    const info = v.parse(dataEnvelope(generalInfoSchema), (await new EmulatorClient(configured.app).get('metadata.getgeneralinfo')).body).data;
    expect(info).toMatchObject({ analytic: { gtm_id: 'GTM-TEST42' }, is_seon_enabled: true, user_inactivity_cashier_time: 600, user_inactivity_pp_time: null });
    await configured.app.close();
    for (const env of [{ EMULATOR_GTM_ID: 'UA-1234' }, { EMULATOR_SEON_ENABLED: 'yes' }, { EMULATOR_INACTIVITY_CASHIER_SECONDS: '-5' }, { EMULATOR_KYC_BASE_URL: 'http://localhost:3100/kyc' }]) {
      expect(() => readConfig({ EMULATOR_MODE: 'test', ...env })).toThrow();
    }
    expect(readConfig({ EMULATOR_MODE: 'test', EMULATOR_PORT: '3165' }).kycBaseUrl).toBe('http://127.0.0.1:3165');
  });

  it('change at run time through the development route, and DELETE restores them', async () => {
    const put = (payload: unknown, remoteAddress?: string) => emulator.app.inject({ method: 'PUT', url: '/__emulator/general-info', payload: payload as object, ...(remoteAddress ? { remoteAddress } : {}) });
    expect((await put({ gtm_id: 'GTM-E2E1', is_seon_enabled: true, user_inactivity_cashier_time: 60 })).json()).toEqual({
      gtm_id: 'GTM-E2E1',
      is_seon_enabled: true,
      user_inactivity_cashier_time: 60,
      user_inactivity_pp_time: 900,
    });
    expect(await generalInfo()).toMatchObject({ analytic: { gtm_id: 'GTM-E2E1' }, is_seon_enabled: true, user_inactivity_cashier_time: 60 });
    for (const bad of [{ gtm_id: '<script>' }, { is_seon_enabled: 'yes' }, { user_inactivity_pp_time: 0 }, { other: 1 }]) expect((await put(bad)).statusCode).toBe(400);
    expect((await put({ is_seon_enabled: false }, '192.0.2.7')).statusCode).toBe(404);
    await emulator.app.inject({ method: 'DELETE', url: '/__emulator/general-info' });
    expect(await generalInfo()).toMatchObject({ analytic: { gtm_id: null }, is_seon_enabled: false, user_inactivity_cashier_time: 900 });
  });
});

/** Runs a stand-in script in a bare window: enough DOM for what the script touches. */
function runScript(source: string, scriptSrc: string) {
  const posted: Array<{ url: string; body: unknown }> = [];
  const window: Record<string, unknown> = {
    location: { href: `${SITE}/` },
    document: { currentScript: { src: scriptSrc }, readyState: 'complete', addEventListener: () => undefined },
    addEventListener: () => undefined,
    fetch: async (url: string, init: { body: string }) => {
      posted.push({ url, body: JSON.parse(init.body) });
      return { ok: true };
    },
  };
  Object.assign(window, { window, URL, setTimeout, crypto: globalThis.crypto, btoa, JSON, Array, Uint8Array, Promise, Date, TypeError });
  runInNewContext(source, window);
  return { window, posted };
}

describe('partner stand-ins on the site origin', () => {
  let emulator: Emulator;

  beforeAll(async () => {
    emulator = await startEmulator();
  });
  afterAll(() => emulator.app.close());

  it('serve Google Tag Manager at /platform/gtm/gtm.js and SEON at /platform/seon/js/v6/agent.umd.js', async () => {
    for (const url of ['/platform/gtm/gtm.js?id=GTM-TEST42&l=dataLayer', '/platform/seon/js/v6/agent.umd.js', '/platform/chat/livechat-demo.js']) {
      const response = await emulator.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    }
  });

  it('the GTM stand-in sees every data-layer push, calls eventCallback, and reports what it saw', async () => {
    const { window, posted } = runScript(GTM_STAND_IN_SCRIPT, `${SITE}/platform/gtm/gtm.js?id=GTM-TEST42`);
    const callbacks: string[] = [];
    const layer = window['dataLayer'] as Array<unknown> & { push: (...entries: unknown[]) => number };
    layer.push({ event: 'login', user_id: 7 }, { event: 'deposit', eventCallback: (id: string) => callbacks.push(id) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const registry = window['google_tag_manager'] as Record<string, { standIn: boolean; seen: unknown[] }>;
    expect(registry['GTM-TEST42']?.seen).toEqual([{ event: 'gtm.dom' }, { event: 'gtm.load' }, { event: 'login', user_id: 7 }, { event: 'deposit' }]);
    expect(callbacks).toEqual(['GTM-TEST42']);
    expect(posted).toEqual([{ url: `${SITE}/platform/gtm/collect`, body: { id: 'GTM-TEST42', events: registry['GTM-TEST42']?.seen } }]);
    // A container id that is not one loads nothing.
    expect(runScript(GTM_STAND_IN_SCRIPT, `${SITE}/platform/gtm/gtm.js?id=<x>`).window['google_tag_manager']).toBeUndefined();
  });

  it('the collector records a same-origin report and refuses other origins and other bodies', async () => {
    const player = new EmulatorClient(emulator.app);
    await player.signIn();
    const post = (payload: unknown, headers: Record<string, string> = { origin: SITE }) =>
      player.page('POST', '/platform/gtm/collect', typeof payload === 'string' ? payload : JSON.stringify(payload), { 'content-type': 'application/json', ...headers });
    expect((await post({ id: 'GTM-TEST42', events: [{ event: 'login' }] })).statusCode).toBe(204);
    expect((await post({ id: 'GTM-TEST42', events: [] }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({ id: 'nope', events: [] })).statusCode).toBe(400);
    expect((await post({ id: 'GTM-TEST42', events: Array.from({ length: 51 }, () => ({})) })).statusCode).toBe(400);
    expect((await post('{"id":')).statusCode).toBe(400);
    expect((await player.page('POST', '/platform/gtm/collect', 'id=GTM-1', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
    const records = (await emulator.app.inject({ method: 'GET', url: '/__emulator/records?kind=gtm' })).json() as { items: Array<{ account_id: number; payload: unknown }> };
    expect(records.items).toHaveLength(1);
    expect(records.items[0]).toMatchObject({ account_id: expect.any(Number), payload: { id: 'GTM-TEST42', events: [{ event: 'login' }] } });
  });

  it('the SEON stand-in answers a session string, which the site sends with /hit and the platform records', async () => {
    const { window } = runScript(SEON_STAND_IN_SCRIPT, `${SITE}/platform/seon/js/v6/agent.umd.js`);
    const seon = window['seon'] as { init: () => void; getSession: (options?: unknown) => Promise<string> };
    seon.init();
    const session = await seon.getSession({ region: 'eu' });
    expect(JSON.parse(atob(session))).toMatchObject({ v: 'seon-stand-in', sid: expect.stringMatching(/^[0-9a-f]{32}$/), init: true });
    await expect(seon.getSession(null)).rejects.toThrow(TypeError);

    const hit = await emulator.app.inject({ method: 'GET', url: `/hit?referer=&track_id=t1&seon_session=${encodeURIComponent(session)}` });
    expect(hit.headers['content-type']).toBe('image/gif');
    const records = (await emulator.app.inject({ method: 'GET', url: '/__emulator/records?kind=hit&limit=1' })).json() as { items: Array<{ payload: { seon_session: string } }> };
    expect(records.items[0]?.payload.seon_session).toBe(session);
    expect((await emulator.app.inject({ method: 'GET', url: '/__emulator/records?kind=secrets' })).statusCode).toBe(400);
  });
});
