import { LOCALES } from '@casino/platform-contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { messageIds, textOf } from '../quality/catalogue-text';
import { navigateInApp } from '../quality/page-settle';

/**
 * Each feature's texts load with its pages and dialogs, not with every first page (issue 26): whichever page comes
 * first, and whichever follows it in the app, a player reads that page's texts in the page's language, never a
 * message id, both in the server's HTML before the scripts run and once the page is the browser's.
 */
const FIRST_PAGES = ['/', '/promotions', '/forms/sign_in'];
const THEN = ['/gamehall', '/loyalty', '/support', '/jackpots', '/promotions', '/forms/sign_up', '/'];

const prefixed = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

async function shownIds(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return messageIds().filter((id) => text.includes(id));
}

test.describe("a page's texts in every locale (issue 26)", () => {
  for (const locale of LOCALES) {
    test(`[${locale}] first pages and the pages after them show their texts, never a message id`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const first of FIRST_PAGES) {
        await page.goto(prefixed(locale, first));
        expect(await shownIds(page), `${first} as served`).toEqual([]);
        await page.waitForLoadState('networkidle');
        expect(await shownIds(page), `${first} hydrated`).toEqual([]);
      }
      for (const path of THEN) {
        await navigateInApp(page, prefixed(locale, path));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await shownIds(page), `${path} after in-app navigation`).toEqual([]);
      }
      // The sign-in page's own texts in this locale (auth's catalogue, loaded with the page's chunk).
      await navigateInApp(page, prefixed(locale, '/forms/sign_in'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf('auth.signIn.title', locale));
      expect(errors).toEqual([]);
    });
  }
});
