import { expect, test } from '@playwright/test';
import { textOf } from '../quality/catalogue-text';
import { RULE_LOCALES } from './shell-helpers';

/** SPEC.md 2.7 game options: the emulator's games-config offers full screen everywhere (`all`) and the grid hall. */
test.describe('game options', () => {
  for (const { code, prefix } of RULE_LOCALES) {
    test(`[${code}] the game page offers full screen and shows the game in it`, async ({ page }) => {
      await page.goto(`${prefix}/game/silver-anchor-quest-for-avalon?mode=demo`);
      await expect(page.locator('[data-hall-type="grid"]')).toBeAttached();
      await page.getByRole('button', { name: textOf('shell.game.fullScreen', code) }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.id)).toBe('main');
      await expect(page.locator('iframe[title]')).toBeVisible();
    });
  }
});
