import { expect, test } from '../interactive-page';
import { TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { addressOf, clearFaults, injectFault } from './shell-helpers';
import { TEST_LOCALES } from '../test-locales';

// The mini-app runs in the same frame as the web product (libs/app-frame): the guard chain, head data, the
// 404 and the fatal pages. Outside Telegram it starts with the SDK's mocked environment.
test.describe('Telegram mini-app: guards, head data, system and fatal pages', () => {
  test.afterEach(async ({ request }) => clearFaults(request));

  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] a visitor in a private area goes to the index with redirectUrl`, async ({ page }) => {
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/cashier/deposit`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix || '/'}?redirectUrl=${encodeURIComponent(`${prefix}/cashier/deposit`)}`);
    });

    test(`[${code}] custom and server-side redirects are followed`, async ({ page }) => {
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/casino`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall`);
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/old-promotions`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/promotions`);
    });

    test(`[${code}] show_popup_auth opens sign-in; closing removes the key`, async ({ page }) => {
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/gamehall?show_popup_auth=1`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall`);
    });

    test(`[${code}] an unknown path is a 404 with the path`, async ({ page }) => {
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/no/such/page`);
      await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${prefix}/no/such/page`);
      expect(addressOf(page)).toBe(`${prefix}/no/such/page`);
    });

    test(`[${code}] a disabled application shows the maintenance page without the frame`, async ({ page, request }) => {
      await injectFault(request, 'account.getInfo', 'ApplicationDisabledException');
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'We will be back soon' : 'Wkrótce wracamy');
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test(`[${code}] head data: lang, canonical, alternates and the CMS title`, async ({ page }) => {
      await page.goto(`${TELEGRAM_ORIGIN}${prefix}/gamehall`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${TELEGRAM_ORIGIN}${prefix}/gamehall`);
      await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute('href', `${TELEGRAM_ORIGIN}/pl/gamehall`);
      await expect(page).not.toHaveTitle('');
    });
  }
});
