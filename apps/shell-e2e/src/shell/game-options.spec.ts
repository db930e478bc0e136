import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { platformGet } from '../platform-api';
import { TEST_LOCALES } from '../test-locales';

/** A game of the catalogue that has a demo, whichever the seed lists first (a visitor can open it in demo mode). */
async function aDemoGame(request: APIRequestContext): Promise<string> {
  const games = (await platformGet<{ items: Array<{ sysname: string; has_demo: boolean }> }>(request, 'games.get', { options: { count: 50 } })).items;
  const game = games.find((item) => item.has_demo);
  expect(game, 'a game with a demo among the first 50').toBeDefined();
  return game?.sysname ?? '';
}

/**
 * SPEC.md 2.7 game options: the emulator's games-config offers full screen everywhere (`all`) and the grid hall. The
 * site's option is the game layout's own button, in the bar above every game, whatever the game's own option says.
 */
test.describe('game options', () => {
  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] the game page offers full screen and shows the game in it`, async ({ page, request }) => {
      await page.goto(`${prefix}/game/${await aDemoGame(request)}?mode=demo`);
      await expect(page.locator('[data-hall-type="grid"]')).toBeAttached();
      await page.getByRole('banner').getByRole('button', { name: textOf('shell.game.fullScreen', code) }).click();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement?.id)).toBe('main');
      await expect(page.locator('iframe[title]')).toBeVisible();
    });
  }
});
