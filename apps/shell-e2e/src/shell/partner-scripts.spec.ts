import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { emulatorRecords, freshPage, restoreGeneralInfo, setGeneralInfo } from '../emulator-admin';
import { axeViolations } from '../quality/axe-scan';

/**
 * Google Tag Manager and SEON's agent, as general info (metadata.getgeneralinfo) switches them, observed as requests
 * to their stand-ins on the site's origin (the emulator serves them under /platform) and as what the emulator
 * recorded: the GTM stand-in's collected pushes, /hit with its seon_session. General info is global to the emulator:
 * every test restores it, and opens the home page at a fresh address (`freshPage`), since the web server keeps a
 * visitor's page for a few seconds and one rendered with the previous test's general info would still be served.
 */
const GTM_ID = 'GTM-E2E27';
const GTM_SCRIPT = '/platform/gtm/gtm.js';
const SEON_SCRIPT = '/platform/seon/js/v6/agent.umd.js';
/** /hit goes out 3 s after start (SPEC.md 9); this leaves room for a loaded machine. */
const AFTER_HIT_MS = 4_500;

/** Every request the page makes to a partner stand-in or /hit, and every CSP violation it reports. */
function watch(page: Page) {
  const requests: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/platform/gtm/') || url.pathname.startsWith('/platform/seon/') || url.pathname === '/hit') requests.push(url.pathname + url.search);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { requests, cspErrors, to: (path: string) => requests.filter((url) => url.startsWith(path)) };
}

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.describe('partner scripts follow general info', () => {
  test.afterEach(async ({ request }) => restoreGeneralInfo(request));

  test('without a GTM id and with SEON off, neither loads and nobody is asked for consent', async ({ page, request }) => {
    await setGeneralInfo(request, { gtm_id: null, is_seon_enabled: false });
    const seen = watch(page);
    await page.goto(freshPage('/'));
    await expect(page.getByRole('main')).toBeVisible();
    await expect.poll(() => seen.to('/hit').length, { timeout: 15_000 }).toBe(1);
    expect(new URL(seen.to('/hit')[0] ?? '', 'http://site').searchParams.get('seon_session')).toBe('');
    await expect(consentBanner(page)).toHaveCount(0);
    expect(seen.to(GTM_SCRIPT)).toEqual([]);
    expect(seen.to(SEON_SCRIPT)).toEqual([]);
    expect(await page.evaluate(() => 'google_tag_manager' in window || 'seon' in window)).toBe(false);
  });

  test('with a GTM id, GTM loads only after the visitor accepts, gets the dataLayer events, and the choice is remembered', async ({ page, request }) => {
    await setGeneralInfo(request, { gtm_id: GTM_ID });
    const seen = watch(page);
    await page.goto(freshPage('/'));
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    expect(await axeViolations(page, 'section[aria-label="Cookie consent"]')).toEqual([]);
    // The site is usable while the banner waits; nothing of GTM has loaded, even after /hit went out.
    await expect.poll(() => seen.to('/hit').length, { timeout: 15_000 }).toBe(1);
    expect(seen.to(GTM_SCRIPT)).toEqual([]);
    expect(await page.evaluate(() => 'google_tag_manager' in window)).toBe(false);

    await banner.getByRole('button', { name: 'Accept analytics' }).click();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => seen.to(GTM_SCRIPT)).toEqual([`${GTM_SCRIPT}?id=${GTM_ID}`]);
    await expect.poll(() => page.evaluate((id) => Boolean((window as { google_tag_manager?: Record<string, unknown> }).google_tag_manager?.[id]), GTM_ID)).toBe(true);
    // The container saw the site's own gtm.js start and its page events (collected by the stand-in).
    await expect
      .poll(async () => (await emulatorRecords<{ id: string; events: Array<{ event?: string }> }>(request, 'gtm')).filter((item) => item.payload.id === GTM_ID).flatMap((item) => item.payload.events.map((entry) => entry.event)))
      .toEqual(expect.arrayContaining(['gtm.js', 'gtm.dom', 'gtm.load']));
    expect(seen.cspErrors).toEqual([]);

    // Remembered: the next visit loads GTM at once without asking again.
    seen.requests.length = 0;
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect.poll(() => seen.to(GTM_SCRIPT).length).toBe(1);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('declined, GTM never loads, on this visit or the next', async ({ page, request }) => {
    await setGeneralInfo(request, { gtm_id: GTM_ID });
    const seen = watch(page);
    await page.goto(freshPage('/'));
    await expect(consentBanner(page)).toBeVisible();
    // As in the Accept journey: the page has settled (its /hit went out) before the visitor answers.
    await expect.poll(() => seen.to('/hit').length, { timeout: 15_000 }).toBe(1);
    await consentBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(AFTER_HIT_MS);
    await expect(consentBanner(page)).toHaveCount(0);
    expect(seen.to(GTM_SCRIPT)).toEqual([]);
  });

  test("with SEON on, its agent loads from the stand-in and /hit carries the agent's session", async ({ page, request }) => {
    await setGeneralInfo(request, { is_seon_enabled: true });
    const seen = watch(page);
    await page.goto(freshPage('/'));
    await expect.poll(() => seen.to(SEON_SCRIPT).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => seen.to('/hit').length, { timeout: 15_000 }).toBe(1);
    const session = new URL(seen.to('/hit')[0] ?? '', 'http://site').searchParams.get('seon_session') ?? '';
    const decoded = JSON.parse(Buffer.from(session, 'base64').toString('utf8')) as { v: string; init: boolean };
    // The stand-in's session, made after the site started the agent (init) as SEON asks.
    expect(decoded).toMatchObject({ v: 'seon-stand-in', init: true });
    const hits = await emulatorRecords<{ seon_session: string }>(request, 'hit', 20);
    expect(hits.map((hit) => hit.payload.seon_session)).toContain(session);
    expect(seen.cspErrors).toEqual([]);
  });
});
