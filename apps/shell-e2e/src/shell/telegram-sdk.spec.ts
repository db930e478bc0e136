import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { TELEGRAM_ORIGIN } from '../auth/auth-helpers';
import { addressOf } from './shell-helpers';
import { TEST_LOCALES } from '../test-locales';

type PostedEvent = { eventType: string; eventData: string | undefined };

/** Outside Telegram, as the other Telegram journeys open it: the mini-app starts the SDK's mocked environment. */
const openMiniApp = (page: Page, path: string) => page.goto(`${TELEGRAM_ORIGIN}${path}`);

/** Theme parameters a Telegram client passes at launch (its dark theme, unlike the site's own dark tokens). */
const CLIENT_THEME = { bg_color: '#212121', secondary_bg_color: '#181818', text_color: '#ffffff', hint_color: '#aaaaaa', button_color: '#8774e1', button_text_color: '#ffffff' };

/**
 * Inside a Telegram client: the launch parameters in the URL hash (no init data, so no sign-up) and the client's
 * native bridge `window.TelegramWebviewProxy`, which records what the mini-app asks of Telegram.
 */
async function openInTelegramClient(page: Page, path: string) {
  await page.addInitScript(() => {
    const posted: PostedEvent[] = [];
    Object.assign(window, {
      __telegramPosted: posted,
      TelegramWebviewProxy: { postEvent: (eventType: string, eventData?: string) => posted.push({ eventType, eventData }) },
    });
  });
  const launch = new URLSearchParams({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop', tgWebAppThemeParams: JSON.stringify(CLIENT_THEME) });
  await page.goto(`${TELEGRAM_ORIGIN}${path}#${launch.toString()}`);
}

/** Sends an event from the Telegram client to the mini-app. */
const telegramSends = (page: Page, eventType: string, eventData?: unknown) =>
  page.evaluate(
    ([type, data]) => (window as unknown as { Telegram: { WebView: { receiveEvent: (type: string, data: unknown) => void } } }).Telegram.WebView.receiveEvent(type as string, data),
    [eventType, eventData] as const,
  );

/** Whether the mini-app last asked Telegram to show its back button. */
const backButtonShown = (page: Page) =>
  page.evaluate(() => {
    const posted = (window as unknown as { __telegramPosted: PostedEvent[] }).__telegramPosted;
    const setup = posted.filter((event) => event.eventType === 'web_app_setup_back_button').at(-1);
    return setup?.eventData ? (JSON.parse(setup.eventData) as { is_visible: boolean }).is_visible : null;
  });

const rootVar = (page: Page, name: string) => page.evaluate((variable) => document.documentElement.style.getPropertyValue(variable), name);

/** The compact frame around the page (the parent of <main>), and its bar. */
const frameStyle = (page: Page) =>
  page.locator('main#main').evaluate((main) => {
    const frame = getComputedStyle(main.parentElement as HTMLElement);
    const bar = getComputedStyle(main.parentElement?.querySelector('header') as HTMLElement);
    return { background: frame.backgroundColor, color: frame.color, minHeight: frame.minHeight, barBackground: bar.backgroundColor };
  });

test.describe('Telegram mini-app: theme, viewport and back button of the SDK', () => {
  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] the theme parameters are CSS variables that colour the frame in a dark theme; a light one keeps the casino's palette`, async ({ page }) => {
      await openMiniApp(page, `${prefix}/gamehall`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => rootVar(page, '--tg-theme-bg-color')).toMatch(/^#[0-9a-f]{6}$/i);
      const ownPalette = await frameStyle(page);

      await telegramSends(page, 'theme_changed', {
        theme_params: { bg_color: '#101418', secondary_bg_color: '#1c2026', text_color: '#eeeeee', hint_color: '#9a9a9a', button_color: '#2481cc' },
      });
      await expect.poll(() => rootVar(page, '--tg-theme-bg-color')).toBe('#101418');
      expect(await rootVar(page, '--tg-theme-text-color')).toBe('#eeeeee');
      await expect.poll(() => frameStyle(page)).toMatchObject({ background: 'rgb(16, 20, 24)', color: 'rgb(238, 238, 238)', barBackground: 'rgb(28, 32, 38)' });

      // White pages would put the casino's dark cards and art on white: a light theme keeps the casino's palette.
      await telegramSends(page, 'theme_changed', {
        theme_params: { bg_color: '#ffffff', secondary_bg_color: '#f1f1f4', text_color: '#111111', hint_color: '#8a8a8a', button_color: '#2481cc' },
      });
      await expect.poll(() => rootVar(page, '--tg-theme-bg-color')).toBe('#ffffff');
      await expect.poll(() => frameStyle(page)).toEqual(ownPalette);
    });

    test(`[${code}] the viewport size is bound to CSS variables that size the frame`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openMiniApp(page, `${prefix}/gamehall`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => rootVar(page, '--tg-viewport-stable-height')).toBe('800px');
      expect(await rootVar(page, '--tg-viewport-height')).toBe('800px');
      expect(await rootVar(page, '--tg-viewport-width')).toBe('1280px');

      // The client reports a new viewport (the keyboard opened, the sheet was dragged): the frame follows.
      await telegramSends(page, 'viewport_changed', { height: 640, width: 390, is_expanded: true, is_state_stable: true });
      await expect.poll(() => rootVar(page, '--tg-viewport-stable-height')).toBe('640px');
      expect(await rootVar(page, '--tg-viewport-width')).toBe('390px');
      expect((await frameStyle(page)).minHeight).toBe('640px');

      // In the mocked environment the browser window is the client's window.
      await page.setViewportSize({ width: 390, height: 700 });
      await expect.poll(() => rootVar(page, '--tg-viewport-height')).toBe('700px');
      expect(await rootVar(page, '--tg-viewport-width')).toBe('390px');
    });

    test(`[${code}] Telegram's back button event takes the history back, page by page`, async ({ page }) => {
      await openMiniApp(page, `${prefix}/gamehall`);
      const slots = page.locator(`main a[href="${prefix}/gamehall/slots"]`).first();
      await slots.click();
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall/slots`);
      const firstGame = page.locator(`main a[href^="${prefix}/game/"]`).first();
      const gamePath = await firstGame.getAttribute('href');
      await firstGame.click();
      await expect.poll(() => addressOf(page)).toBe(gamePath);

      await telegramSends(page, 'back_button_pressed');
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall/slots`);
      await expect(firstGame).toBeVisible();
      await telegramSends(page, 'back_button_pressed');
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/gamehall`);
      await expect(slots).toBeVisible();
    });

    test(`[${code}] inside a Telegram client: the client's theme colours the frame, and the back button shows after the first page`, async ({ page }) => {
      await openInTelegramClient(page, `${prefix}/gamehall`);
      const firstGame = page.locator(`main a[href^="${prefix}/game/"]`).first();
      await expect(firstGame).toBeVisible();
      expect(await rootVar(page, '--tg-theme-bg-color')).toBe(CLIENT_THEME.bg_color);
      expect(await frameStyle(page)).toMatchObject({ background: 'rgb(33, 33, 33)', color: 'rgb(255, 255, 255)', barBackground: 'rgb(24, 24, 24)' });
      // The first page opened has nothing to go back to: the button is never asked for.
      expect(await backButtonShown(page)).not.toBe(true);

      const gamePath = await firstGame.getAttribute('href');
      await firstGame.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(gamePath);
      await expect.poll(() => backButtonShown(page)).toBe(true);

      await telegramSends(page, 'back_button_pressed');
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/gamehall`);
      await expect(firstGame).toBeVisible();
      // Back on the first page there is nothing to go back to: the button goes away.
      await expect.poll(() => backButtonShown(page)).toBe(false);
    });
  }
});
