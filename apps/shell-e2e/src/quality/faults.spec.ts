import { buildPath } from '@casino/routing/table';
import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { DEMO_PLAYER, registerPlayer } from '../platform-api';
import { clearFaults, freshPage, ledgerOf, setFaults } from './emulator';
import { FAILURES, SLOW, SLOW_ANSWER_MS } from './fault-kinds';
import { holdScripts } from './hold-scripts';
import { expectErrorWithRetry, expectMaintenancePage } from './fault-states';

/**
 * The fault suite: the emulator's fault switch breaks the main calls of home, the game hall, sign-in
 * and deposit in each way a network or platform can fail, and the site must show a clear, recoverable state,
 * come back on retry once the fault is gone, and lose nothing the player typed or paid.
 */
test.describe('faults: every failure is shown, recoverable and loses nothing', () => {
  // The switch is global to the emulator: never leave a rule behind for the next test.
  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  const tiles = (page: Page) => page.getByRole('list').getByRole('article');

  for (const [where, path] of [
    ['home', buildPath('index')],
    ['game hall', buildPath('gamehall.index')],
  ] as const) {
    test.describe(`${where} (games.*)`, () => {
      for (const failure of FAILURES) {
        test(`${failure.name}: an error with a retry, and the games after it`, async ({ page }) => {
          // Two waits of up to 20 s each (the error, then the games), on a machine that may be building beside it.
          test.setTimeout(60_000);
          await setFaults(page.request, [{ pattern: 'games.*', ...failure.rule }]);
          await page.goto(freshPage(path));
          const retry = failure.maintenance ? await expectMaintenancePage(page) : await expectErrorWithRetry(page);
          await clearFaults(page.request);
          await retry.click();
          await expect(tiles(page).first()).toBeVisible({ timeout: 20_000 });
          await expect(page.getByRole('alert').filter({ has: page.getByRole('button') })).toHaveCount(0);
        });
      }

      test('a slow (5 s) answer: the page stands while loading and then shows the games, no error', async ({ page }) => {
        await setFaults(page.request, [{ pattern: 'games.*', ...SLOW }]);
        await page.goto(freshPage(path));
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await expect(tiles(page).first()).toBeVisible({ timeout: SLOW_ANSWER_MS * 4 });
        await expect(page.getByRole('alert').filter({ has: page.getByRole('button') })).toHaveCount(0);
      });
    });
  }

  test('scripts still on their way: the server-rendered page stands from the HTML alone, then the app takes it over', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(buildPath('index'), { waitUntil: 'commit' });
    // The header, the heading and the games, before any script of the build has run.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(tiles(page).first()).toBeVisible();
    release();
    // Hydrated: a link is followed by the app, in the same document (a marker set on the window survives it).
    await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
    await page.evaluate(() => ((window as unknown as { stayed?: boolean }).stayed = true));
    await page.locator(`a[href="${buildPath('promotions.index')}"]`).first().click();
    await expect(page).toHaveURL(buildPath('promotions.index'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Promotions');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('a slow (5 s) account.getInfo: the server does not wait for it; the brand bar stands in for the header, then the page comes', async ({ page }) => {
    await setFaults(page.request, [{ pattern: 'account.getInfo', ...SLOW }]);
    const started = Date.now();
    await page.goto(freshPage(buildPath('index')), { waitUntil: 'commit' });
    const budget = Number(process.env['E2E_RENDER_BUDGET_MS']);
    expect(budget + 1_500, 'the budget leaves the slow answer out').toBeLessThan(SLOW_ANSWER_MS);
    expect(Date.now() - started, 'the first byte came within the render budget, not after the slow answer').toBeLessThan(budget + 1_500);
    const startup = page.getByTestId('startup-screen');
    await expect(startup).toBeVisible();
    await expect(startup.getByText('Casino')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible({ timeout: SLOW_ANSWER_MS * 4 });
    await expect(startup).toHaveCount(0);
    await expect(tiles(page).first()).toBeVisible({ timeout: SLOW_ANSWER_MS * 4 });
  });

  test('a slow (5 s) look-up of the next page: a bar along the top says it is loading while the page stays, then the next page', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(freshPage(buildPath('gamehall.index')));
    await expect(tiles(page).first()).toBeVisible();
    // Every navigation asks the platform for the path's server redirect (SPEC.md 2.4) before showing the page.
    await setFaults(page.request, [{ pattern: 'metadata.get', ...SLOW }]);
    await page.getByRole('banner').getByRole('link', { name: 'Promotions' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/gamehall\?/);
    await expect(tiles(page).first()).toBeVisible();
    await expect(page).toHaveURL(buildPath('promotions.index'), { timeout: SLOW_ANSWER_MS * 4 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Promotions');
    await expect(bar).toHaveCount(0);
  });

  test.describe('sign-in (auth.login)', () => {
    const typeCredentials = async (page: Page) => {
      await page.getByLabel('Email or phone').fill(DEMO_PLAYER.login);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    };
    const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });
    const expectSignedIn = async (page: Page) => {
      await expect(page).toHaveURL('/', { timeout: 20_000 });
      await expect(page.getByTestId('header-balance')).toBeVisible();
    };

    for (const failure of FAILURES) {
      test(`${failure.name}: the form says so, keeps the login, and signs in on retry`, async ({ page }) => {
        await page.goto(buildPath('forms.sign-in'));
        await typeCredentials(page);
        await setFaults(page.request, [{ pattern: 'auth.login', ...failure.rule }]);
        await submit(page).click();
        if (failure.maintenance) {
          const retry = await expectMaintenancePage(page);
          await clearFaults(page.request);
          await retry.click();
          await expect(page.getByLabel('Email or phone')).toBeVisible();
          await typeCredentials(page);
        } else {
          await expect(page.getByRole('alert')).not.toHaveText('', { timeout: 20_000 });
          await expect(page.getByRole('alert')).toBeVisible();
          await expect(page.getByLabel('Email or phone'), 'the typed login survives the failure').toHaveValue(DEMO_PLAYER.login);
          await expect(submit(page), 'the form can be sent again').toBeEnabled();
          await clearFaults(page.request);
          // The password may be cleared on purpose; the player types it again, the login must still be there.
          await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
        }
        await submit(page).click();
        await expectSignedIn(page);
      });
    }

    test('a slow (5 s) answer: the button shows progress, the form cannot be sent twice, then signed in', async ({ page }) => {
      await page.goto(buildPath('forms.sign-in'));
      await typeCredentials(page);
      await setFaults(page.request, [{ pattern: 'auth.login', ...SLOW }]);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth.login')) calls.push(request.url());
      });
      await submit(page).click();
      await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
      await expect(submit(page)).toBeDisabled();
      await expectSignedIn(page);
      expect(calls, 'one sign-in call').toHaveLength(1);
    });
  });

  test.describe('deposit', () => {
    const depositPath = buildPath('cashier.deposit.index');
    const amountField = (page: Page) => page.getByLabel('Amount', { exact: true });
    const payButton = (page: Page) => page.getByRole('button', { name: 'Pay €20' });
    const paymentPage = (page: Page) => page.getByRole('heading', { name: 'Emulated payment' });

    /** A new player (no money of anyone else's at stake) on the deposit form. */
    const newPlayerOnDeposit = async (page: Page) => {
      await registerPlayer(page.request);
      await page.goto(depositPath);
    };

    /** Fills the deposit form and reaches the confirmation with its Pay button (the call to makedeposit). */
    const confirmDepositOf20 = async (page: Page) => {
      await page.getByRole('radio', { name: /Visa \/ Mastercard/ }).check();
      await amountField(page).fill('20');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(buildPath('cashier.billing'));
      await expect(payButton(page)).toBeVisible();
    };

    for (const failure of FAILURES) {
      test(`${failure.name} on cashier.getdepositsettings: an error with a retry, then the deposit form`, async ({ page }) => {
        await registerPlayer(page.request);
        await setFaults(page.request, [{ pattern: 'cashier.getdepositsettings', ...failure.rule }]);
        await page.goto(depositPath);
        const retry = failure.maintenance ? await expectMaintenancePage(page) : await expectErrorWithRetry(page);
        await clearFaults(page.request);
        await retry.click();
        await expect(amountField(page)).toBeVisible({ timeout: 20_000 });
      });

      test(`${failure.name} on cashier.makedeposit: no money moves, the amount stays, and paying again works`, async ({ page }) => {
        await newPlayerOnDeposit(page);
        await confirmDepositOf20(page);
        const before = await ledgerOf(page.request);
        await setFaults(page.request, [{ pattern: 'cashier.makedeposit', ...failure.rule }]);
        await payButton(page).click();
        if (failure.maintenance) {
          const retry = await expectMaintenancePage(page);
          expect(await ledgerOf(page.request), 'the ledger after the failed deposit').toEqual(before);
          await clearFaults(page.request);
          await retry.click();
          // The reload cannot reopen the confirmation (SPEC.md 2.4: billing needs a deposit page before it),
          // but the deposit form must come back with the amount the player typed.
          await expect(amountField(page), 'the typed amount survives the maintenance reload').toHaveValue('20', { timeout: 20_000 });
          await page.getByRole('button', { name: 'Continue' }).click();
        } else {
          await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
          await expect(page.getByRole('alert').first()).not.toHaveText('');
          expect(await ledgerOf(page.request), 'the ledger after the failed deposit').toEqual(before);
          await clearFaults(page.request);
        }
        // The deposit as confirmed is still there to pay: nothing typed is lost.
        await expect(payButton(page)).toBeVisible({ timeout: 20_000 });
        await payButton(page).click();
        await expect(paymentPage(page)).toBeVisible({ timeout: 20_000 });
      });
    }

    test('a slow (5 s) makedeposit: the Pay button shows progress and is not sent twice', async ({ page }) => {
      await newPlayerOnDeposit(page);
      await confirmDepositOf20(page);
      await setFaults(page.request, [{ pattern: 'cashier.makedeposit', ...SLOW }]);
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/cashier.makedeposit')) calls.push(request.url());
      });
      await payButton(page).click();
      await expect(payButton(page)).toBeDisabled();
      await expect(paymentPage(page)).toBeVisible({ timeout: SLOW_ANSWER_MS * 4 });
      expect(calls, 'one deposit call').toHaveLength(1);
    });
  });
});
