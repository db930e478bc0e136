import { type Frame, type Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { signInThroughApi } from '../platform-api';
import { framingPage, serveOtherOrigin, type OtherOrigin } from './other-origin';

/** The frame of the page's one iframe, once the browser has decided what it shows. */
async function framedDocument(page: Page): Promise<Frame> {
  const iframe = page.locator('iframe');
  await expect(iframe).toBeAttached();
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  await frame.waitForLoadState('domcontentloaded');
  return frame;
}

// Clickjacking: a page on another origin puts the site in a frame and lures the player into clicking through it.
test.describe('framing by another origin', () => {
  let attacker: OtherOrigin;
  test.beforeAll(async ({ baseURL }) => {
    attacker = await serveOtherOrigin({
      '/cashier': framingPage(`${baseURL}/cashier/withdraw`),
      '/telegram': framingPage(`${TELEGRAM_ORIGIN}/`),
    });
  });
  test.afterAll(async () => attacker.close());

  test('a page on a sibling origin cannot show the signed-in cashier in a frame', async ({ page, baseURL }) => {
    await signInThroughApi(page.request);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(attacker.url('/cashier'));
    await expect(page.getByRole('heading', { name: 'Free spins' })).toBeVisible();
    const frame = await framedDocument(page);
    expect(frame.url().startsWith(baseURL ?? '')).toBe(false);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect(frame.getByText(/withdraw/i)).toHaveCount(0);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
  });

  test('the site itself may still frame its own pages', async ({ page, baseURL }) => {
    await signInThroughApi(page.request);
    await page.goto('/');
    await page.evaluate((src) => {
      const iframe = document.createElement('iframe');
      iframe.src = src;
      iframe.title = 'own page';
      document.body.append(iframe);
    }, `${baseURL}/cashier/withdraw`);
    const frame = await framedDocument(page);
    expect(frame.url()).toBe(`${baseURL}/cashier/withdraw`);
    await expect(frame.getByRole('banner')).toBeVisible();
  });

  test('the Telegram mini-app refuses a frame on an origin that is not a Telegram web client', async ({ page }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(attacker.url('/telegram', '127.0.0.1'));
    const frame = await framedDocument(page);
    expect(frame.url().startsWith(TELEGRAM_ORIGIN)).toBe(false);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
  });

  test("the Telegram mini-app names Telegram's web clients as the only other origins that may frame it", async ({ request }) => {
    const policy = (await request.get(`${TELEGRAM_ORIGIN}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/(?:^|;\s*)frame-ancestors 'self' https:\/\/web\.telegram\.org https:\/\/webk\.telegram\.org https:\/\/webz\.telegram\.org(?:;|$)/);
  });
});
