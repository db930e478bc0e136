import { type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { launchTelegramMiniApp, TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { platformPath } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';
import { textOf } from '../quality/catalogue-text';
import { MINI_APP_LINK, newTelegramUser, pathOf, startAsNewPlayer, VIKINGS } from './mini-app';
import { lastPosted, postedEvents, recordTelegramEvents } from './telegram-client';

// The game page of the mini-app at a phone's size, in the SDK's mocked environment, against the emulator's games:
// what Telegram is asked to do (share, haptics, full screen) is what a Telegram client would receive.
test.use({ viewport: { width: 390, height: 844 } });

const gameFrame = (page: Page, name: string) => page.frameLocator(`iframe[title="Game: ${name}"]`);

/** The game's own balance (the demo game shows it above its reels), as a number. */
const balanceIn = async (game: FrameLocator) => Number(((await game.locator('#balance').textContent()) ?? '').replace(/[^\d.]/g, ''));

type CatalogueGame = { sysname: string; name: string; has_demo: boolean; full_screen: 'all' | 'telegram' | 'product' | 'none' };

/** Games of the seed's catalogue with a demo, as games.get lists them (each with its own full-screen option). */
async function demoGames(request: APIRequestContext): Promise<CatalogueGame[]> {
  const response = await request.get(`${TELEGRAM_ORIGIN}${platformPath('games.get', { options: { count: 100 } })}`);
  return ((await response.json()) as { data: { items: CatalogueGame[] } }).data.items.filter((game) => game.has_demo);
}

test.describe('Telegram mini-app game page at 390 x 844', () => {
  test('sharing a game sends Telegram\'s direct link to the mini-app, and a start from it opens that game', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await startAsNewPlayer(page);
    await page.goto(`${TELEGRAM_ORIGIN}/game/${VIKINGS.sysname}`);
    await expect(page.locator(`iframe[title="Game: ${VIKINGS.name}"]`)).toBeVisible({ timeout: 20_000 });

    await page.getByRole('banner').getByRole('button', { name: textOf('telegram.game.share', 'en') }).click();
    // With the operator's link (the suite's build has one) the chat gets the link that opens the game in the
    // mini-app; a build without one shares the web address.
    const shared = MINI_APP_LINK ? `${MINI_APP_LINK}?startapp=game-${VIKINGS.sysname}` : `${TELEGRAM_ORIGIN}/game/${VIKINGS.sysname}`;
    await expect
      .poll(async () => {
        const opened = new URL(String((await lastPosted(page, 'web_app_open_tg_link'))?.['path_full'] ?? '/'), 'https://t.me');
        return { path: opened.pathname, url: opened.searchParams.get('url'), text: opened.searchParams.get('text') };
      })
      .toEqual({ path: '/share/url', url: shared, text: VIKINGS.name });

    // Someone else taps the link: Telegram starts the mini-app with the start parameter, and it opens on that game.
    const friend = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await recordTelegramEvents(friend);
    await launchTelegramMiniApp(friend, newTelegramUser(), { startParam: `game-${VIKINGS.sysname}` });
    await expect.poll(() => pathOf(friend)).toBe(`/game/${VIKINGS.sysname}`);
    await expect(friend.locator(`iframe[title="Game: ${VIKINGS.name}"]`)).toBeVisible({ timeout: 20_000 });
    await expect(friend.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
    await friend.close();
  });

  test('a round that wins is felt: Telegram gets a success notification haptic, and none for the rounds that lose', async ({ page }) => {
    // Rounds are random (a net win about one round in six); the journey plays until one wins, at most 80 rounds.
    test.setTimeout(240_000);
    await startAsNewPlayer(page);
    await page.goto(`${TELEGRAM_ORIGIN}/game/${VIKINGS.sysname}?mode=demo`);
    const game = gameFrame(page, VIKINGS.name);
    await expect(game.getByText('Demo mode: you play with fun money.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('game-balance')).not.toHaveText('\u2014');
    const successes = async () =>
      (await postedEvents(page, 'web_app_trigger_haptic_feedback')).filter(({ eventData }) => eventData?.['type'] === 'notification' && eventData['notification_type'] === 'success').length;

    let won = false;
    for (let round = 1; round <= 80 && !won; round += 1) {
      const before = await balanceIn(game);
      const shown = await page.getByTestId('game-balance').textContent();
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('status')).not.toHaveText('');
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
      const after = await balanceIn(game);
      won = after > before;
      if (won) {
        await expect.poll(successes, { message: `a success haptic after round ${round}, a win (${before} to ${after})` }).toBe(1);
      } else {
        // The mini-app has taken in the round (its fun balance moved, unless the round paid the bet back) and felt nothing.
        if (after !== before) await expect(page.getByTestId('game-balance')).not.toHaveText(shown ?? '');
        expect(await successes(), `no success haptic after round ${round}, no win (${before} to ${after})`).toBe(0);
      }
    }
    expect(won, 'a winning round within 80').toBe(true);
    await expect(game.getByRole('status')).toHaveText(/^You win /);
  });

  test('Telegram\'s full screen follows each game\'s own option', async ({ page, request }) => {
    test.setTimeout(90_000);
    const games = await demoGames(request);
    const offered = games.find((game) => game.full_screen === 'telegram' || game.full_screen === 'all');
    const webOnly = games.find((game) => game.full_screen === 'product' || game.full_screen === 'none');
    expect(offered, 'a game whose full screen the mini-app offers').toBeDefined();
    expect(webOnly, 'a game whose full screen only the web site offers, or none').toBeDefined();
    await startAsNewPlayer(page);
    const fullScreen = page.getByRole('banner').getByRole('button', { name: textOf('telegram.game.fullScreen', 'en') });

    await page.goto(`${TELEGRAM_ORIGIN}/game/${offered?.sysname}?mode=demo`);
    await expect(page.locator(`iframe[title="Game: ${offered?.name}"]`)).toBeVisible({ timeout: 20_000 });
    await fullScreen.click();
    await expect.poll(() => postedEvents(page, 'web_app_request_fullscreen')).toHaveLength(1);
    await expectNoAxeViolations(page, 'a game page in the mini-app');

    await page.goto(`${TELEGRAM_ORIGIN}/game/${webOnly?.sysname}?mode=demo`);
    await expect(page.locator(`iframe[title="Game: ${webOnly?.name}"]`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: textOf('telegram.game.share', 'en') })).toBeVisible();
    await expect(fullScreen).toHaveCount(0);
  });
});
