import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright';
import type { Emulator } from './app';
import { EmulatorClient, startEmulator } from './testing/emulator-client';

/** The page of a site that launches Sumsub's real WebSDK (the npm package's own bundle) with a token from the platform. */
const sitePage = (token: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Verification</title></head><body>
<div id="sdk"></div>
<script type="module">
import snsWebSdk from '/websdk.js';
window.events = [];
snsWebSdk
  .init(${JSON.stringify(token)}, async () => { window.events.push(['refresh']); return (await (await fetch('/token')).json()).token; })
  .withConf({ lang: 'pl' })
  .on('idCheck.onError', (error) => window.events.push(['idCheck.onError', error]))
  .onMessage((type, payload) => window.events.push([type, payload]))
  .build()
  .launch('#sdk');
</script></body></html>`;

const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a3d60000000049454e44ae426082', 'hex');

/**
 * The stand-in speaks the frame side of the SDK's protocol well enough for the real SDK, in a real browser: it
 * derives the frame's address from the emulator's token, hands the frame its config, relays its events, refreshes an
 * expired token through the site, and follows the review to its end.
 */
describe("identity verification through Sumsub's own WebSDK in Chromium", () => {
  let emulator: Emulator;
  let site: Server;
  let browser: Browser;
  let siteOrigin = '';
  const player = { client: undefined as EmulatorClient | undefined };

  beforeAll(async () => {
    emulator = await startEmulator();
    await emulator.app.listen({ host: '127.0.0.1', port: 0 });
    const bundle = readFileSync(createRequire(import.meta.url).resolve('@sumsub/websdk').replace(/index\.js$/, 'index.esm.js'));
    const newToken = async () => ((await (player.client as EmulatorClient).post('verification.getAccessToken')).body.data as { token: string }).token;
    site = createServer((request, response) => {
      void (async () => {
        if (request.url === '/websdk.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        if (request.url === '/token') return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ token: await newToken() }));
        if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(sitePage(await newToken()));
        return response.writeHead(404).end();
      })();
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
    // The site's origin and the frame's: known once both listen.
    emulator.config.siteOrigins = [siteOrigin];
    emulator.config.kycBaseUrl = `http://127.0.0.1:${(emulator.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch(CHROMIUM);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await emulator.app.close();
  });

  it('launches the frame, uploads a document, refreshes the token, goes pending and ends verified', async () => {
    player.client = new EmulatorClient(emulator.app);
    await player.client.post('auth.register', { login: 'sdk.player@example.com', password: 'secret12', currency: 'EUR' });
    await player.client.post('verification.createApplicant');

    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${siteOrigin}/`);
    const frame = page.frameLocator('#sdk iframe');
    await frame.getByRole('heading', { name: 'Potwierdź swoją tożsamość' }).waitFor();
    expect(await page.locator('#sdk iframe').getAttribute('src')).toMatch(new RegExp(`^${emulator.config.kycBaseUrl}/websdk/websdk\\.html\\?_=id_`));

    // The token runs out while the player picks a file: the SDK gets a new one through the site and the upload goes on.
    await emulator.app.inject({ method: 'POST', url: '/__emulator/clock', payload: { advance: '11m' } });
    await frame.getByLabel('Dokument').selectOption('DRIVERS');
    await frame.getByLabel(/Zdjęcie lub skan/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await frame.getByRole('button', { name: 'Prześlij' }).click();
    await frame.getByText('Przesłano: licence.png').waitFor();
    await frame.getByRole('button', { name: 'Wyślij do weryfikacji' }).click();
    await frame.getByRole('heading', { name: 'Sprawdzamy Twój dokument' }).waitFor();
    expect(((await player.client.get('account.getInfo')).body.data as { is_on_verification: boolean }).is_on_verification).toBe(true);

    await emulator.app.inject({ method: 'POST', url: '/__emulator/kyc/review', payload: { login: 'sdk.player@example.com', answer: 'GREEN' } });
    await frame.getByRole('heading', { name: 'Jesteś zweryfikowany' }).waitFor({ timeout: 10_000 });
    expect(((await player.client.get('account.getInfo')).body.data as { is_verified: boolean }).is_verified).toBe(true);

    const events = (await page.evaluate(() => (globalThis as unknown as { events: Array<[string, Record<string, unknown>]> }).events)).filter(([type]) => type !== 'idCheck.onResize');
    const status = (payload: Record<string, unknown>) => `${String(payload['reviewStatus'])}${payload['reviewResult'] ? `/${String((payload['reviewResult'] as { reviewAnswer: string }).reviewAnswer)}` : ''}`;
    expect(events.map(([type, payload]) => (type === 'idCheck.onApplicantStatusChanged' ? `${type} ${status(payload)}` : type))).toEqual([
      'idCheck.onReady',
      'idCheck.onApplicantLoaded',
      'idCheck.onApplicantStatusChanged init',
      'idCheck.onInitialized',
      'idCheck.onStepInitiated',
      'refresh',
      'idCheck.onDocumentAdded',
      'idCheck.onStepCompleted',
      'idCheck.onApplicantSubmitted',
      'idCheck.onApplicantStatusChanged pending',
      'idCheck.onApplicantStatusChanged completed/GREEN',
    ]);
    expect(events.find(([type]) => type === 'idCheck.onDocumentAdded')?.[1]).toMatchObject({ idDocSetType: 'IDENTITY', idDocType: 'DRIVERS', levelName: 'basic-kyc-level' });
    // The frame sized itself through the SDK.
    expect(Number.parseInt(await page.locator('#sdk iframe').evaluate((element) => (element as unknown as { style: { height: string } }).style.height), 10)).toBeGreaterThan(100);
    await page.close();
  }, 60_000);
});
