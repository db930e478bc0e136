import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf } from './shell-helpers';
import { entryScriptOf } from '../entry-script';
import { TEST_LOCALES } from '../test-locales';

const ASSETS = join(import.meta.dirname, '../../../../dist/apps/shell/assets');

/** Where an element is against the bottom edge of the sticky header. */
const offsetBelowHeader = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const top = document.querySelector(target)?.getBoundingClientRect().top ?? Number.NaN;
    return Math.round(top - header);
  }, selector);

test.describe('scrolling (SPEC.md 2.3) and the chunk load error reload (SPEC.md 2.4)', () => {
  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] a hash scrolls to its element below the header, once the page has rendered it`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 480 });
      // The questions only exist once the CMS has answered: the scroll retries until they are there.
      await page.goto(`${prefix}/responsible-gaming#questions`);
      await expect(page.locator('#questions')).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(() => offsetBelowHeader(page, '#questions')).toBeGreaterThanOrEqual(-1);
      await expect.poll(() => offsetBelowHeader(page, '#questions')).toBeLessThan(40);
    });
  }

  for (const { code: locale, prefix } of TEST_LOCALES) {
    test(`[${locale}] a page chunk gone after a deploy reloads the target path, which then loads`, async ({ page, request }) => {
      // Find the winners page's chunk the way the entry names it, and take it away as a new deploy would.
      const html = await (await request.get('/')).text();
      const entry = entryScriptOf(html).replace('/assets/', '');
      const code = await (await request.get(`/assets/${entry}`)).text();
      const chunk = /"winners\.index":\s*\(\)\s*=>\s*[\w$]+\(\s*\(\)\s*=>\s*import\(\s*["`]\.\/([\w-]+\.js)["`]\s*\)/.exec(code)?.[1];
      expect(chunk, 'the winners page chunk in the entry').toBeTruthy();
      const files = [chunk, `${chunk}.br`, `${chunk}.gz`].map((name) => join(ASSETS, name ?? '')).filter((file) => existsSync(file));
      const hide = () => files.forEach((file) => renameSync(file, `${file}.hidden`));
      const restore = () => files.forEach((file) => existsSync(`${file}.hidden`) && renameSync(`${file}.hidden`, file));

      const reloads: string[] = [];
      try {
        await page.goto(prefix || '/');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        hide();
        // The "new build" is in place before the server answers the reload. A route, not a 'request' listener: the
        // browser holds the request until the handler has run, whereas a listener runs whenever the test process gets
        // the event, and on a loaded machine the reloaded page had already asked for the chunk (a 404 again) by then.
        // The request itself goes on to the web server unchanged.
        await page.route(
          (url) => url.pathname === `${prefix}/winners`,
          async (route) => {
            if (route.request().isNavigationRequest()) {
              reloads.push(route.request().url());
              restore();
            }
            await route.continue();
          },
        );
        // The home page's "see all" link of its winners section: an in-app navigation to the missing chunk.
        await page.locator(`main a[href="${prefix}/winners"]`).first().click();
        await expect.poll(() => reloads.length).toBe(1);
        await expect.poll(() => addressOf(page)).toBe(`${prefix}/winners`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('not-found-message')).toHaveCount(0);
      } finally {
        restore();
      }
    });
  }
});
