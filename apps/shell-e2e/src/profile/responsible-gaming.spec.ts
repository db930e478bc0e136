import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { fillSignIn } from '../auth/auth-helpers';
import { startDeposit } from '../cashier/cashier-helpers';
import { advanceClock, advanceClockToNoon, resetClock } from '../emulator-admin';
import { depositThroughApi, registerPlayer, signInThroughApi } from '../platform-api';

const VIKINGS = { sysname: 'granite-peak-book-of-the-vikings-2', name: 'Book of the Vikings 2' };

/** Sets one period's limit on /profile/responsible-game through its form, as the player does. */
async function setLimit(page: Page, title: string, period: 'Day' | 'Week' | 'Month', amount: string) {
  const form = page.getByRole('form', { name: `Change: ${title}` });
  await form.getByRole('radio', { name: period }).check();
  await form.getByRole('textbox').fill(amount);
  await form.getByRole('button', { name: 'Save limit' }).click();
}

const limitRow = (page: Page, type: string, period: string) => page.getByTestId(`rg-${type}-${period}`);

test.describe('responsible gaming a player runs alone', () => {
  // Each test below that moves the emulator's clock puts it back, whatever happened.
  test.afterEach(async ({ request }) => {
    await resetClock(request);
  });

  test('a deposit limit applies at once, is lowered at once, is raised only after the cooling-off, and refuses a deposit over it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const player = await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/responsible-game');
    await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();

    await setLimit(page, 'Deposit limits', 'Day', '50');
    await expect(page.getByText('Your limit applies now.')).toBeVisible();
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-limit')).toHaveText('€50');

    await setLimit(page, 'Deposit limits', 'Day', '30');
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-limit')).toHaveText('€30');

    await setLimit(page, 'Deposit limits', 'Day', '100');
    await expect(page.getByText(/After the cooling-off, your change applies on/)).toBeVisible();
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-limit')).toHaveText('€30');
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-pending')).toContainText('Changes to €100 on');

    // While the raise waits, a deposit over the limit in force is refused and says why.
    await startDeposit(page, { typed: '40' }, /Bank transfer/);
    await page.getByLabel('Bank').selectOption({ label: 'Bank of Valletta' });
    await page.getByRole('button', { name: 'Pay €40' }).click();
    await expect(page.getByRole('alert')).toContainText('This deposit is over your deposit limit, so it was not made.');

    // A day and an hour later (the emulator's clock) the raise has applied.
    await advanceClock(page.request, '25h');
    await signInThroughApi(page.request, player);
    await page.goto('/profile/responsible-game');
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-limit')).toHaveText('€100');
    await expect(limitRow(page, 'deposit', 'day').getByTestId('rg-pending')).toHaveCount(0);
  });

  test('a loss limit refuses a real-money bet that could pass it, in the running game', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await depositThroughApi(page.request, 50);
    await page.goto('/profile/responsible-game');
    await setLimit(page, 'Loss limits', 'Day', '1');
    await expect(limitRow(page, 'loss', 'day').getByTestId('rg-limit')).toHaveText('€1');

    await page.goto(`/game/${VIKINGS.sysname}`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);
    await game.getByLabel('Bet').selectOption('2');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toContainText('Loss limit reached');
    await expect(page.getByTestId('header-balance')).toHaveText('€50');
  });

  test('a wager limit set lower applies at once and refuses a stake past it', async ({ page }) => {
    await registerPlayer(page.request, { suite: 'profile' });
    await depositThroughApi(page.request, 50);
    await page.goto('/profile/responsible-game');
    await setLimit(page, 'Wager limits', 'Week', '5');
    await setLimit(page, 'Wager limits', 'Week', '1');
    await expect(limitRow(page, 'wager', 'week').getByTestId('rg-limit')).toHaveText('€1');

    await page.goto(`/game/${VIKINGS.sysname}`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);
    await game.getByLabel('Bet').selectOption('2');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toContainText('Wager limit reached');
  });

  test('a session-time limit ends the session when used up and refuses sign-in until the next period', async ({ page }) => {
    // The day's minute and the two after it on the platform's clock, far from midnight: a new day would start from none used.
    await advanceClockToNoon(page.request);
    const player = await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/responsible-game');
    await expect(page.getByTestId('session-clock')).toBeVisible();
    await setLimit(page, 'Session time limits', 'Day', '1');
    await expect(limitRow(page, 'session', 'day').getByTestId('rg-limit')).toHaveText('1 minute');

    await advanceClock(page.request, '2m');
    await page.goto('/profile/responsible-game');
    // The platform ended the session: the private page sends the visitor to sign in.
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await page.goto('/forms/sign_in');
    await fillSignIn(page, player.login, player.password);
    await expect(page.getByRole('alert')).toContainText('Your session time limit is used up until');
  });

  test('a reality check appears on time over a running game, with time played and the net result', async ({ page }) => {
    test.setTimeout(150_000);
    await registerPlayer(page.request, { suite: 'profile' });
    await depositThroughApi(page.request, 20);
    await page.goto('/profile/responsible-game');
    const reality = page.getByRole('form', { name: 'Reality check' });
    await reality.getByRole('textbox', { name: 'Remind me every (minutes)' }).fill('1');
    await reality.getByRole('button', { name: 'Save reminder' }).click();
    await expect(page.getByTestId('rg-reality-current')).toHaveText('Every minute.');

    await page.goto(`/game/${VIKINGS.sysname}`);
    const game = page.frameLocator(`iframe[title="Game: ${VIKINGS.name}"]`);
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status')).toHaveText(/win|try again/i);

    const check = page.getByRole('dialog', { name: 'Time for a reality check' });
    await expect(check).toBeVisible({ timeout: 75_000 });
    await expect(check.getByTestId('reality-played')).toHaveText(/^0:0[1-2]:\d\d$/);
    await expect(check.getByTestId('reality-net')).toHaveText(/€/);
    await expect(check.getByRole('link', { name: 'My limits' })).toBeVisible();
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toHaveCount(0);
    await expect(page).toHaveURL(`/game/${VIKINGS.sysname}`);
  });

  test('a time-out signs the player out after a clear confirmation and refuses sign-in until it ends', async ({ page }) => {
    // Seven page loads and two sign-ins: the whole journey took 30 s at load 15 (each step passed).
    test.setTimeout(90_000);
    const player = await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/responsible-game');
    const form = page.getByRole('form', { name: 'Take a break' });
    await form.getByRole('radio', { name: '24 hours' }).check();
    await form.getByRole('button', { name: 'Start the time-out' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Take a break for 24 hours?' });
    await expect(confirm).toContainText('You will be signed out now');
    await confirm.getByRole('button', { name: 'Yes, sign me out' }).click();

    await expect(page).toHaveURL('/');
    await expect(page.getByText(/You are signed out until/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

    await page.goto('/forms/sign_in');
    await fillSignIn(page, player.login, player.password);
    await expect(page.getByRole('alert')).toContainText('You are taking a break until');

    await advanceClock(page.request, '25h');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/sign_in/);
  });
});
