import { expect, test } from '@playwright/test';
import { RULE_LOCALES, addressOf, signIn } from './shell-helpers';

test.describe('route guards and rules of SPEC.md 2.4', () => {
  for (const { code, prefix } of RULE_LOCALES) {
    test(`[${code}] a visitor in a private area goes to the index with redirectUrl`, async ({ page }) => {
      await page.goto(`${prefix}/cashier/history?tab=withdrawal`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix || '/'}?redirectUrl=${encodeURIComponent(`${prefix}/cashier/history?tab=withdrawal`)}`);
      await page.goto(`${prefix}/profile/settings`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix || '/'}?redirectUrl=${encodeURIComponent(`${prefix}/profile/settings`)}`);
    });

    test(`[${code}] custom redirects from the CMS keep the locale prefix`, async ({ page }) => {
      await page.goto(`${prefix}/casino`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall`);
      // '/slots/*' → '/gamehall?category=slots', which the category rule turns into the path form.
      await page.goto(`${prefix}/slots/anything`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall/slots`);
    });

    test(`[${code}] the server-side redirect lookup is followed in-app`, async ({ page }) => {
      await page.goto(`${prefix}/old-promotions`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/promotions`);
      await page.goto(`${prefix}/bonus`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/offers`);
    });

    test(`[${code}] the gamehall category query becomes the category path`, async ({ page }) => {
      await page.goto(`${prefix}/gamehall?category=live&providers=a`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall/live?providers=a`);
    });

    test(`[${code}] a signed-in player: /bets goes to bets history, billing to the deposit index`, async ({ page }) => {
      await signIn(page.request);
      await page.goto(`${prefix}/bets`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/profile/bets/history`);
      await page.goto(`${prefix}/cashier/billing`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/cashier/deposit`);
    });

    test(`[${code}] backUrl leaves only for an allowed host`, async ({ page, baseURL }) => {
      await page.goto(`${prefix}/gamehall?backUrl=${encodeURIComponent('https://evil.example.net/')}`);
      await expect.poll(() => new URL(page.url()).host).toBe(new URL(baseURL ?? '').host);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The site's own host is allowed: a full page load to it.
      const target = `${baseURL}${prefix}/winners`;
      await page.goto(`${prefix}/gamehall?backUrl=${encodeURIComponent(target)}`);
      await expect.poll(() => page.url()).toBe(target);
    });

    test(`[${code}] show_popup_reg opens registration, is remembered, and closing removes the keys`, async ({ page }) => {
      await page.goto(`${prefix}/gamehall?show_popup_reg=1&x=2`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('show_popup_reg'))).toBe('1');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall?x=2`);
    });

    test(`[${code}] show_popup_auth with prevent_close=1 cannot be closed`, async ({ page }) => {
      await page.goto(`${prefix}/gamehall?show_popup_auth=1&prevent_close=1`);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      expect(addressOf(page)).toBe(`${prefix}/gamehall?show_popup_auth=1&prevent_close=1`);
    });

    test(`[${code}] #real on a game asks a visitor to register; closing goes to the index`, async ({ page }) => {
      await page.goto(`${prefix}/game/silver-anchor-quest-for-avalon#real`);
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('textbox').first() });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect.poll(() => addressOf(page)).toBe(prefix || '/');
    });

    test(`[${code}] a wrongly cased or default locale prefix is made canonical`, async ({ page }) => {
      await page.goto(code === 'en' ? '/en/winners?a=1' : '/PL/winners?a=1');
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/winners?a=1`);
    });
  }

  test('an external custom redirect is followed as an external link', async ({ page }) => {
    await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>External blog</h1>' }));
    await page.goto('/blog');
    await expect(page).toHaveURL('https://example.com/blog');
  });
});
