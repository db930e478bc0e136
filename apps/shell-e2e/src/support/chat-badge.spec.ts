import { expect, test } from '../interactive-page';
import { restoreChatProvider, setChatProvider } from '../emulator-admin';
import { textOf } from '../quality/catalogue-text';
import { signInThroughApi } from '../platform-api';
import { TEST_LOCALES } from '../test-locales';

/**
 * SPEC.md 4: the chat badge shows everywhere but on the betting page and game pages. The emulator names LiveChat
 * for these tests and serves a stand-in of its script, so the real widget code runs offline.
 */
test.describe('the live chat badge', () => {
  test.beforeEach(async ({ request }) => setChatProvider(request, 'livechat'));
  test.afterEach(async ({ request }) => restoreChatProvider(request));

  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] shows on the home page, hides on the betting and game pages, and comes back`, async ({ page }) => {
      // A signed-in player: a visitor would get the demo-mode popup on a game, which hides the page from the locators.
      await signInThroughApi(page.request);
      const badge = page.getByRole('button', { name: 'Live chat (demo)' });
      const widget = page.locator('#chat-widget-container');
      await page.goto(prefix || '/');
      await expect(badge).toBeVisible();

      // The header's navigation is the CMS's menu (its own labels): the betting area is its link to /betting, in the bar
      // or, when the bar has no room for it at this width, under "More".
      await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
      const banner = page.getByRole('banner');
      const inBar = banner.getByRole('navigation', { name: textOf('shell.header.mainNavigation', code) }).locator(`a[href="${prefix}/betting"]`);
      if (await inBar.isVisible()) await inBar.click();
      else {
        await banner.getByRole('button', { name: textOf('shell.nav.more', code) }).click();
        await page.getByRole('menu').locator(`[href="${prefix}/betting"]`).click();
      }
      await expect(page).toHaveURL(`${prefix}/betting`);
      await expect(widget).toBeAttached();
      await expect(widget).toBeHidden();
      await page.goBack();
      await expect(badge).toBeVisible();

      await page.locator(`main a[href^="${prefix}/game/"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/game/`));
      await expect(widget).toBeAttached();
      await expect(widget).toBeHidden();
      await page.goBack();
      await expect(badge).toBeVisible();
    });
  }
});
