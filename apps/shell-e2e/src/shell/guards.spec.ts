import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { navigateInApp } from '../quality/page-settle';
import { signInThroughApi } from '../platform-api';
import { addressOf } from './shell-helpers';
import { TEST_LOCALES } from '../test-locales';

test.describe('route guards and rules of SPEC.md 2.4', () => {
  for (const { code, prefix } of TEST_LOCALES) {
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

    test(`[${code}] a custom redirect's wildcard takes any depth, and the visited query and hash are kept`, async ({ page }) => {
      // '/promo/*' → '/promotions'.
      await page.goto(`${prefix}/promo/summer/2024?utm_source=mail#terms`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/promotions?utm_source=mail#terms`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf('promotions.list.title', code));
      // '/slots/*' → '/gamehall?category=slots': the visited query follows the target's own, then the category rule.
      await page.goto(`${prefix}/slots/new?providers=aurora-play#top`);
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall/slots?providers=aurora-play#top`);
    });

    test(`[${code}] an external custom redirect is followed as an external link, with the query and hash`, async ({ page }) => {
      const documents: string[] = [];
      await page.route('https://example.com/**', async (route) => {
        if (route.request().isNavigationRequest()) documents.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<h1>External blog</h1>' });
      });
      // In-app (a server-rendered first load answers it with an HTTP redirect: server-render.spec.ts).
      await page.goto(`${prefix}/promotions`);
      await navigateInApp(page, `${prefix}/blog?ref=news#latest`);
      await expect(page).toHaveURL('https://example.com/blog?ref=news#latest');
      await expect(page.getByRole('heading', { name: 'External blog' })).toBeVisible();
      // Fragments never reach a server: the page was loaded for the path and query.
      expect(documents).toEqual(['https://example.com/blog?ref=news']);
    });

    test(`[${code}] an absolute server-side redirect is followed by a full page load`, async ({ page }) => {
      const documents: string[] = [];
      await page.route('https://example.com/**', async (route) => {
        if (route.request().isNavigationRequest()) documents.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<h1>Affiliate programme</h1>' });
      });
      // metadata.get answers '/affiliates' with 'https://example.com/affiliates' (the lookup is made without the prefix).
      await page.goto(`${prefix}/promotions`);
      await navigateInApp(page, `${prefix}/affiliates`);
      await expect(page).toHaveURL('https://example.com/affiliates');
      await expect(page.getByRole('heading', { name: 'Affiliate programme' })).toBeVisible();
      expect(documents).toEqual(['https://example.com/affiliates']);
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
      await signInThroughApi(page.request);
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

});
