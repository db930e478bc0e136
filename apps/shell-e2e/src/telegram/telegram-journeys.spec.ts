import { expect, test } from '../interactive-page';
import { TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { currentAccount } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';
import { textOf } from '../quality/catalogue-text';
import { addressOf } from '../shell/shell-helpers';
import { openMenu, pathOf, startAsNewPlayer, tabBar, VIKINGS } from './mini-app';
import { expectMainButton, lastPosted, postedEvents, telegramSends } from './telegram-client';

// A new Telegram user opens the mini-app from the bot, at a phone's size, in the SDK's mocked environment (the
// emulator's launch route signs the init data with its bot token). What a Telegram client sees is asserted: the
// events the mini-app posts to it (Main Button, haptics, closing confirmation, links) and the screen.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('Telegram mini-app journeys at 390 x 844', () => {
  test('a new player is signed up from the launch data, deposits by tapping through Telegram\'s Main Button and is back with the new balance', async ({ page }) => {
    // A payment's round trip through the provider's page on a loaded machine.
    test.setTimeout(120_000);
    const user = await startAsNewPlayer(page);
    await expect.poll(async () => (await currentAccount(page.request, TELEGRAM_ORIGIN)).login).toBe(`tg${user.id}@telegram.local`);
    const balance = page.getByTestId('header-balance');
    const before = (await balance.textContent()) ?? '';

    await tabBar(page).getByRole('link', { name: textOf('shell.nav.cashier', 'en') }).click();
    await expect.poll(() => addressOf(page)).toBe('/cashier/deposit');
    await page.getByRole('radio', { name: /Visa \/ Mastercard/ }).check();
    // The Main Button offers the deposit with its amount; a payment under way asks before Telegram closes the app.
    const amountField = page.getByRole('textbox', { name: textOf('cashier.deposit.amount', 'en'), exact: true });
    await expect(amountField).not.toHaveValue('');
    const deposit = await expectMainButton(page, /^Deposit €\d/);
    expect(deposit).toContain((await amountField.inputValue()).replace(/\.00$/, ''));
    // One primary action on screen: the Main Button carries it, the page shows no button of its own for it.
    await expect(page.getByRole('main').getByRole('button', { name: /^(Deposit €|Continue$)/ })).toHaveCount(0);
    await expect.poll(() => lastPosted(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });

    await telegramSends(page, 'main_button_pressed');
    await expect.poll(() => addressOf(page)).toBe('/cashier/billing');
    await expectMainButton(page, /^Pay €\d/);
    await expect(page.getByRole('main').getByRole('button', { name: /^Pay €/ })).toHaveCount(0);
    await telegramSends(page, 'main_button_pressed');

    await expect(page.getByRole('heading', { name: 'Emulated payment' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();

    // Back in the mini-app: the success page, a success haptic, the new balance.
    await expect(page).toHaveURL(new RegExp(`^${TELEGRAM_ORIGIN}/cashier/paysuccess`));
    await expect(balance).not.toHaveText(before, { timeout: 20_000 });
    await expect.poll(() => postedEvents(page, 'web_app_trigger_haptic_feedback')).toContainEqual({
      eventType: 'web_app_trigger_haptic_feedback',
      eventData: { type: 'notification', notification_type: 'success' },
    });
    await expectNoAxeViolations(page, 'the payment success page in the mini-app');
  });

  test('a player reaches promotions, the game hall, profile and support by tapping, and the settings through Telegram', async ({ page }) => {
    test.setTimeout(90_000);
    await startAsNewPlayer(page);
    await expectNoAxeViolations(page, 'the mini-app home page');

    await tabBar(page).getByRole('link', { name: textOf('shell.nav.promotions', 'en') }).click();
    await expect.poll(() => addressOf(page)).toBe('/promotions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'promotions in the mini-app');

    await tabBar(page).getByRole('link', { name: textOf('shell.nav.gamehall', 'en') }).click();
    await expect.poll(() => addressOf(page)).toBe('/gamehall');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the game hall in the mini-app');

    let menu = await openMenu(page);
    await expectNoAxeViolations(page, 'the mini-app menu');
    await menu.getByRole('link', { name: textOf('shell.account.profile', 'en'), exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'the profile in the mini-app');

    menu = await openMenu(page);
    await menu.getByRole('link', { name: textOf('shell.nav.support', 'en'), exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'support in the mini-app');

    // Telegram's Settings Button (shown from the start) opens the account settings.
    await expect.poll(() => lastPosted(page, 'web_app_setup_settings_button')).toEqual({ is_visible: true });
    await telegramSends(page, 'settings_button_pressed');
    await expect.poll(() => addressOf(page)).toBe('/profile/settings');
  });

  test('the sportsbook, reached from the menu, opens its link to another site in Telegram\'s browser', async ({ page }) => {
    test.setTimeout(90_000);
    await startAsNewPlayer(page);
    const menu = await openMenu(page);
    // The menu is the CMS's (its own labels): the betting area is its link to /betting.
    await menu.locator('a[href="/betting"]').first().click();
    await expect.poll(() => addressOf(page)).toBe('/betting');
    // A link inside the operator's frame cannot leave the frame in Telegram's webview: the frame asks the site
    // (frame:open-link), and the mini-app hands the address to Telegram.
    const sportsbook = page.frameLocator('iframe[title="Sportsbook"]');
    await sportsbook.getByRole('link', { name: 'Help with gambling' }).click();
    await expect.poll(() => lastPosted(page, 'web_app_open_link')).toMatchObject({ url: 'https://www.begambleaware.org/' });
    await expect.poll(() => addressOf(page)).toBe('/betting');
  });

  test('a player plays a demo round and is offered real money on the Main Button, the one way to it on screen', async ({ page }) => {
    test.setTimeout(90_000);
    await startAsNewPlayer(page);
    await tabBar(page).getByRole('link', { name: textOf('shell.nav.gamehall', 'en') }).click();
    await page.goto(`${TELEGRAM_ORIGIN}/game/${VIKINGS.sysname}?mode=demo`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);
    await expect(game.getByText('Demo mode: you play with fun money.')).toBeVisible({ timeout: 20_000 });
    await expectMainButton(page, /^Play for real money$/);
    // The Main Button carries the switch to real money: the page's own mode switch is not shown beside it.
    await expect(page.getByRole('group', { name: textOf('gamehall.game.modes', 'en') })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: textOf('gamehall.game.real', 'en') })).toHaveCount(0);

    // The game fits the phone: its frame ends inside the 390 px screen.
    const frame = await page.locator(`iframe[title="Game: ${VIKINGS.name}"]`).boundingBox();
    expect((frame?.x ?? 0) + (frame?.width ?? Infinity)).toBeLessThanOrEqual(390);

    const fun = page.getByTestId('game-balance');
    await expect(fun).not.toHaveText('\u2014');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toHaveText(/win|try again|Free spin/i);

    await telegramSends(page, 'main_button_pressed');
    await expect.poll(() => addressOf(page)).toBe(`/game/${VIKINGS.sysname}`);
    await expect.poll(async () => (await lastPosted(page, 'web_app_setup_main_button'))?.['is_visible']).toBe(false);
    // In real money the page's mode switch is back (Demo play), the Main Button gone.
    await expect(page.getByRole('group', { name: textOf('gamehall.game.modes', 'en') })).toBeVisible();
  });

  test('the first start speaks the Telegram language; the player changes it in the menu, and signs out', async ({ page }) => {
    test.setTimeout(90_000);
    await startAsNewPlayer(page, 'pl');
    await expect.poll(() => pathOf(page)).toMatch(/^\/pl(\/|$)/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

    const menu = await openMenu(page, 'pl');
    await menu.getByRole('navigation', { name: textOf('shell.footer.languages', 'pl') }).getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => pathOf(page)).not.toMatch(/^\/pl/);
    // The choice outlives a new start from Telegram (the launch still says Polish).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    const again = await openMenu(page);
    await again.getByRole('button', { name: textOf('shell.header.signOut', 'en') }).click();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: textOf('shell.header.signIn', 'en') })).toBeVisible();
    expect((await currentAccount(page.request, TELEGRAM_ORIGIN)).uid).toBe(0);

    // Signed out, the player can sign up anew: the terms, a page meant for a new tab, open in the browser through
    // Telegram's openLink, and the mini-app stays where it is.
    await page.getByRole('banner').getByRole('link', { name: textOf('shell.header.signUp', 'en') }).click();
    await page.getByRole('link', { name: textOf('auth.signUp.readTerms', 'en') }).click();
    await expect.poll(() => lastPosted(page, 'web_app_open_link')).toMatchObject({ url: `${TELEGRAM_ORIGIN}/terms` });
    expect(new URL(page.url()).pathname).toBe('/forms/sign_up');
  });
});
