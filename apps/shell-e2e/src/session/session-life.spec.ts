import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { textOf } from '../quality/catalogue-text';
import { dataLayerOf, isPlatformCall, openAndWaitForSessionEffects, pluralText, recordRequests, signInThroughForm, accountMenuButton, signOutThroughMenu } from './session-helpers';
import { currentAccount, DEMO_PLAYER, depositThroughApi, platformGet, platformPost, registerPlayer, signInThroughApi, signOutThroughApi } from '../platform-api';
import { expectNoAxeViolations } from '../quality/axe-scan';
import { TEST_LOCALES } from '../test-locales';

/** The emulator's general info: time_to_force_logout is 1800 s; the warning opens at 80%, 360 s before the end. */
const FORCE_LOGOUT_MS = 1800 * 1000;
const WARNING_AT_MS = FORCE_LOGOUT_MS * 0.8;
/** An instant the test clock starts from (any fixed time; the server keeps its own). */
const START = new Date('2026-03-02T09:00:00.000Z').getTime();

/** The manifest the web server serves at /builds/latest.json. */
const LATEST_BUILD_FILE = join(import.meta.dirname, '../../../../dist/apps/shell/builds/latest.json');
/** The emulator's weekend reload popup (popups.get), offered once to a player who has deposited. */
const CAMPAIGN_TITLE: Record<string, string> = { en: 'Your weekend reload is ready', pl: 'Twoje weekendowe doładowanie czeka' };

type ChatSettingsAnswer = { data: { config: Record<string, { uid: string | null }> } };

const warningDialog = (page: Page, locale: string) => page.getByRole('dialog', { name: textOf('auth.interactivityWarning.title', locale) });
const signInLink = (page: Page, locale: string) => page.getByRole('banner').getByRole('link', { name: textOf('shell.header.signIn', locale), exact: true });
const countdown = (locale: string, seconds: number) => pluralText('auth.interactivityWarning.text', locale, 'seconds', seconds);

/**
 * Stops the page's running clock a little ahead of the page's own time, and says at what time. The page's time moves
 * on until the pause lands, under load by more than the margin ("Cannot fast-forward to the past": the idle-timer
 * journey failed so once in CI); such a pause leaves the clock stopped where it was, and the next try takes a larger margin.
 */
async function pauseAhead(page: Page): Promise<number> {
  for (let margin = 50; ; margin *= 4) {
    const pausedAt = (await page.evaluate(() => Date.now())) + margin;
    try {
      await page.clock.pauseAt(pausedAt);
      return pausedAt;
    } catch (error) {
      if (margin >= 10_000 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * How long a check under the test clock waits in real time before `settle` moves the clock on: the page still needs
 * real time to fetch a lazy dialog and render it, and the clock does not move while it waits. 300 ms was not always
 * enough on a loaded CI machine (the warning's timer was not there yet).
 */
const REAL_WAIT = { timeout: 1000 };

/**
 * The test clock of an idle period: opens `path` with the clock installed, stops it and presses a key, so the
 * period starts at a known instant. `advance` jumps ahead (firing the due timers once, like a phone waking
 * up); `settle` lets the page run 100 ms at a time (a lazy dialog needs its timers) until `check` passes.
 */
async function startIdlePeriod(page: Page, path: string) {
  await page.clock.install({ time: START });
  await openAndWaitForSessionEffects(page, path);
  await page.clock.pauseAt(START + 60_000);
  await page.keyboard.press('Shift');
  let idleMs = 0;
  const clock = {
    idleMs: () => idleMs,
    /** The countdown the warning shows now. */
    secondsLeft: () => Math.ceil((FORCE_LOGOUT_MS - idleMs) / 1000),
    async advance(ms: number) {
      await page.clock.fastForward(ms);
      idleMs += ms;
    },
    async settle(check: () => Promise<void>, budgetMs = 900) {
      for (let spent = 0; ; spent += 100) {
        try {
          await check();
          return;
        } catch (error) {
          if (spent >= budgetMs) throw error;
        }
        await this.run(100);
      }
    },
    /** Lets the page run: every timer on the way fires, in order. */
    async run(ms: number) {
      await page.clock.runFor(ms);
      idleMs += ms;
    },
    /**
     * Lets the page's time flow as real time while `task` runs (axe needs the page's timers), then stops it again;
     * the time that passed counts as idle time.
     */
    async runDuring<T>(task: () => Promise<T>): Promise<T> {
      const before = await page.evaluate(() => Date.now());
      await page.clock.resume();
      try {
        return await task();
      } finally {
        idleMs += (await pauseAhead(page)) - before;
      }
    },
    /** Player activity: the period starts again from now. */
    restart() {
      idleMs = 0;
    },
  };
  return clock;
}

for (const { code, prefix } of TEST_LOCALES) {
  test.describe(`session life (${code})`, () => {
    test('an idle player is warned at 80% of time_to_force_logout, counted down and signed out at 100%', async ({ page }) => {
      await registerPlayer(page.request);
      const idle = await startIdlePeriod(page, `${prefix}/gamehall`);
      await expect(accountMenuButton(page, code)).toBeVisible();

      await idle.advance(WARNING_AT_MS - 1000);
      await idle.run(900);
      await expect(warningDialog(page, code)).toHaveCount(0);
      await idle.advance(100);
      const timer = warningDialog(page, code).getByRole('timer');
      const showsCountdown = () => expect(timer).toHaveText(countdown(code, idle.secondsLeft()), REAL_WAIT);
      await idle.settle(showsCountdown);
      expect(idle.secondsLeft()).toBe(360);
      await idle.runDuring(() => expectNoAxeViolations(page, `the interactivity warning (${code})`));
      await idle.settle(showsCountdown);
      await idle.advance(1000);
      await idle.settle(showsCountdown);
      await idle.advance(FORCE_LOGOUT_MS - idle.idleMs() - 1000);
      await idle.settle(showsCountdown);
      expect(idle.secondsLeft()).toBe(1);
      // A second before the end the player is still signed in (the page behind the modal warning is inert).
      expect((await currentAccount(page.request)).uid).toBeGreaterThan(0);

      await idle.advance(1000);
      await idle.settle(() => expect(page).toHaveURL(prefix || '/', REAL_WAIT), 3000);
      await expect(warningDialog(page, code)).toHaveCount(0);
      await idle.settle(() => expect(signInLink(page, code)).toBeVisible(REAL_WAIT), 3000);
      expect((await currentAccount(page.request)).uid).toBe(0);
    });

    test('a key press or a click closes the warning, and a scroll or a route change restarts the full period', async ({ page }) => {
      await registerPlayer(page.request);
      const idle = await startIdlePeriod(page, `${prefix}/gamehall`);
      const dialog = warningDialog(page, code);
      const warnsAfterFullPeriod = async () => {
        idle.restart();
        await idle.advance(WARNING_AT_MS - 1000);
        await idle.run(900);
        await expect(dialog).toHaveCount(0);
        await idle.advance(100);
        await idle.settle(() => expect(dialog.getByRole('timer')).toHaveText(countdown(code, 360), REAL_WAIT));
      };

      await idle.advance(WARNING_AT_MS);
      await idle.settle(() => expect(dialog).toBeVisible(REAL_WAIT));
      await page.keyboard.press('Shift');
      await idle.settle(() => expect(dialog).toHaveCount(0, REAL_WAIT));
      await warnsAfterFullPeriod();

      await dialog.getByRole('timer').click();
      await idle.settle(() => expect(dialog).toHaveCount(0, REAL_WAIT));
      await warnsAfterFullPeriod();
      await page.keyboard.press('Shift');
      await idle.settle(() => expect(dialog).toHaveCount(0, REAL_WAIT));

      // Half-way through a period: a scroll starts it again (it would otherwise warn 720 s later).
      idle.restart();
      await idle.advance(WARNING_AT_MS / 2);
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await warnsAfterFullPeriod();
      await page.keyboard.press('Shift');
      await idle.settle(() => expect(dialog).toHaveCount(0, REAL_WAIT));

      // A route change without a key or a click: back to the game hall, half-way through a period.
      await page.getByRole('banner').getByRole('link', { name: textOf('shell.nav.promotions', code), exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/promotions`);
      await idle.advance(WARNING_AT_MS / 2);
      await page.evaluate(() => window.history.back());
      idle.restart();
      // The route changes once the page has rendered (a few timer steps with this clock).
      await idle.settle(() => expect(page.getByRole('heading', { level: 1, name: textOf('gamehall.hall.allGames', code) })).toBeVisible(REAL_WAIT), 3000);
      const renderedAfter = idle.idleMs();
      await idle.advance(WARNING_AT_MS / 2 + 1000 - renderedAfter);
      await idle.run(900);
      await expect(dialog, 'the period before the route change is over').toHaveCount(0);
      await idle.advance(WARNING_AT_MS - idle.idleMs() - 1000);
      await idle.run(900);
      await expect(dialog).toHaveCount(0);
      await idle.settle(() => expect(dialog.getByRole('timer')).toHaveText(countdown(code, 360), REAL_WAIT), renderedAfter + 1500);
    });

    test('after sign-in the campaign popup opens, data is reloaded, the chat asks again and analytics identify with a UTC+3 time', async ({ page }) => {
      const player = await registerPlayer(page.request);
      await depositThroughApi(page.request, 20);
      await signOutThroughApi(page.request);
      // A fixed wall clock, so the dataLayer time can be read exactly: 22:30 UTC is 01:30 the next day in UTC+3.
      await page.clock.setFixedTime(new Date('2026-01-15T22:30:00.000Z'));
      await page.goto(`${prefix}/forms/sign_in`);
      const reloads = recordRequests(page, (request) => isPlatformCall(request, 'account.getInfo') || isPlatformCall(request, 'support.getsettings'));
      const popupCalls = recordRequests(page, (request) => isPlatformCall(request, 'popups.get'));
      await signInThroughForm(page, code, player);

      await expect(page.getByRole('dialog', { name: CAMPAIGN_TITLE[code] })).toBeVisible();
      // Asked once: the platform serves the popup once, so a second ask would have answered nothing.
      expect(popupCalls).toHaveLength(1);
      expect(reloads.some((request) => isPlatformCall(request, 'account.getInfo'))).toBe(true);
      // The sign-in page may still be loading the visitor's chat settings when the form is sent: the latest ask counts.
      await expect
        .poll(async () => {
          const chatSettings = reloads.filter((request) => isPlatformCall(request, 'support.getsettings')).at(-1);
          return ((await (await chatSettings?.response())?.json()) as ChatSettingsAnswer | undefined)?.data.config['livechat']?.uid;
        })
        .toBe(String(player.uid));
      expect(await dataLayerOf(page)).toContainEqual({ event: 'identify', user_id: player.uid, timestamp: '2026-01-16T01:30:00.000+03:00' });
    });

    test('after sign-in the unseen cashback popup opens once, and the account remembers it', async ({ page }) => {
      await signInThroughApi(page.request, DEMO_PLAYER);
      const { already_seen_cashback_id: seenBefore } = await platformGet<Record<string, string | null>>(page.request, 'storage.get', { keys: 'already_seen_cashback_id' });
      try {
        await platformPost(page.request, 'storage.set', { key: 'already_seen_cashback_id', value: '0' });
        await signOutThroughApi(page.request);
        await page.goto(`${prefix}/forms/sign_in`);
        await signInThroughForm(page, code, DEMO_PLAYER);
        await expect(page.getByRole('dialog', { name: textOf('profile.cashback.dialogTitle', code) })).toBeVisible();
        await expectNoAxeViolations(page, `the unseen-cashback dialog (${code})`);
        await expect
          .poll(async () => (await platformGet<Record<string, string | null>>(page.request, 'storage.get', { keys: 'already_seen_cashback_id' })).already_seen_cashback_id)
          .toBe(seenBefore);
      } finally {
        await platformPost(page.request, 'storage.set', { key: 'already_seen_cashback_id', value: String(seenBefore) });
      }
    });

    test('after sign-out the player is a visitor, the chat asks again and analytics anonymise', async ({ page }) => {
      const player = await registerPlayer(page.request);
      await page.goto(`${prefix}/gamehall`);
      await expect(accountMenuButton(page, code)).toBeVisible();
      await expect.poll(async () => (await dataLayerOf(page)).map((entry) => entry.event)).toContain('identify');
      const chatSettings = recordRequests(page, (request) => isPlatformCall(request, 'support.getsettings'));
      await signOutThroughMenu(page, code);
      await expect(signInLink(page, code)).toBeVisible();
      await expect(page).toHaveURL(prefix || '/');
      // The chat is set up again for nobody: its settings are asked for once more and name no player.
      await expect
        .poll(async () => {
          const answers = await Promise.all(chatSettings.map(async (request) => ((await (await request.response())?.json()) as ChatSettingsAnswer).data.config['livechat']?.uid));
          return answers.at(-1);
        })
        .toBeNull();
      const events = await dataLayerOf(page);
      expect(events.map((entry) => entry.event)).toEqual(['identify', 'anonymise']);
      expect(events[0]).toMatchObject({ user_id: player.uid });
      expect(events[1]?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+03:00$/);
    });

    test('a language change updates the account on the server, refetches its data and saves the cookie', async ({ page }) => {
      const target = TEST_LOCALES.find((locale) => locale.code !== code) ?? TEST_LOCALES[0];
      await registerPlayer(page.request);
      await page.goto(`${prefix}/profile/settings`);
      const changed = page.waitForRequest((request) => isPlatformCall(request, 'account.changelocale'));
      const refetched = page.waitForRequest((request) => isPlatformCall(request, 'account.getInfo') && new URL(request.url()).searchParams.get('locale') === target.code);
      await page.getByLabel(textOf('profile.settings.language', code), { exact: true }).selectOption(target.code);

      expect((await changed).postDataBuffer()?.toString()).toContain(`name="locale"\r\n\r\n${target.code}`);
      await refetched;
      await expect(page).toHaveURL(`${target.prefix}/profile/settings`);
      await expect(page.getByLabel(textOf('profile.settings.language', target.code), { exact: true })).toHaveValue(target.code);
      await expect.poll(async () => (await currentAccount(page.request)).locale).toBe(target.code);
      const cookie = (await page.context().cookies()).find((item) => item.name === 'i18n_redirected');
      expect(cookie).toMatchObject({ value: target.code, path: '/', sameSite: 'Lax' });
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
    });
  });
}

test.describe('session life (no visible text)', () => {
  test('a newer build in builds/latest.json is found by the 5-minute poll and loads on the next route change', async ({ page }) => {
    const original = readFileSync(LATEST_BUILD_FILE, 'utf8');
    const newer = `e2e-${Date.now()}`;
    await page.clock.install({ time: START });
    await openAndWaitForSessionEffects(page, '/gamehall');
    const polls = recordRequests(page, (request) => new URL(request.url()).pathname === '/builds/latest.json');
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    try {
      writeFileSync(LATEST_BUILD_FILE, JSON.stringify({ id: newer }));
      await page.clock.fastForward(4 * 60_000);
      expect(polls, 'no poll before 5 minutes').toHaveLength(0);
      const polled = page.waitForResponse((response) => new URL(response.url()).pathname === '/builds/latest.json');
      await page.clock.fastForward(60_000);
      expect(await (await polled).json()).toEqual({ id: newer });
      // Found, but nothing the player is doing is cut short: the page stays until the next route change.
      await page.clock.runFor(2000);
      expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);

      const reload = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/promotions');
      await page.getByRole('banner').getByRole('link', { name: 'Promotions', exact: true }).click();
      await reload;
      await expect(page).toHaveURL('/promotions');
      await expect.poll(() => page.evaluate(() => 'e2eSamePage' in window)).toBe(false);
    } finally {
      // Put the build's own manifest back, unless a rebuild has written a new one meanwhile.
      if (readFileSync(LATEST_BUILD_FILE, 'utf8').includes(newer)) writeFileSync(LATEST_BUILD_FILE, original);
    }
  });

  test('the hidden /hit image goes out once, 3 s after start, with referer, track_id and seon_session', async ({ page }) => {
    const hits = recordRequests(page, (request) => new URL(request.url()).pathname === '/hit');
    const started = Date.now();
    await page.goto('/gamehall', { referer: 'https://news.example/casino-review' });
    await expect.poll(() => hits.length, { timeout: 15_000 }).toBe(1);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(3000);
    const query = new URL(hits[0]?.url() ?? '').searchParams;
    const trackId = await page.evaluate(() => localStorage.getItem('track_id'));
    expect(trackId).toBeTruthy();
    expect(Object.fromEntries(query)).toEqual({ referer: 'https://news.example/casino-review', track_id: trackId, seon_session: '' });
    // The same browser keeps its track id: a second visit sends the same one.
    const again = page.waitForRequest((request) => new URL(request.url()).pathname === '/hit');
    await page.reload();
    expect(new URL((await again).url()).searchParams.get('track_id')).toBe(trackId);
    expect(hits).toHaveLength(2);
  });

  test('with the content service settings (interval and click refresh off) a signed-in balance is not polled', async ({ page }) => {
    await registerPlayer(page.request);
    await page.clock.install({ time: START });
    await openAndWaitForSessionEffects(page, '/cashier/deposit');
    const balanceCalls = recordRequests(page, (request) => isPlatformCall(request, 'account.getInfo') || isPlatformCall(request, 'account.getBalance'));
    for (let step = 0; step < 6; step += 1) await page.clock.fastForward(10_000);
    await page.clock.runFor(1000);
    expect(balanceCalls).toHaveLength(0);
    await expect(page.getByRole('button', { name: textOf('session.balance.refresh', 'en') })).toHaveCount(0);
  });
});
