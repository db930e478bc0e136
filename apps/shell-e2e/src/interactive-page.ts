import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: its `page.goto` and `page.reload` return once the app has taken the page over (the root's
 * `data-interactive`), as they did when the scripts were in the head and the load event waited for them. A server-
 * rendered page now paints and fires its load event before its scripts are even requested (scriptsAfterPaint), and a
 * journey that taps at machine speed in that moment tests the early-tap replay, not its own subject, on every step.
 * What a player does before the page is interactive has its own tests: they navigate with `waitUntil: 'commit'` (or
 * with JavaScript off), which this leaves alone, as it leaves pages without the app (the emulator's payment page).
 */
async function untilInteractive(page: Page) {
  await page.locator('#root:not([data-interactive])').waitFor({ state: 'detached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const waits = (options?: { waitUntil?: string }) => (options?.waitUntil ?? 'load') === 'load';
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waits(options)) await untilInteractive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waits(options)) await untilInteractive(page);
        return response;
      };
    }
    await provide(page);
  },
});

export { expect };
