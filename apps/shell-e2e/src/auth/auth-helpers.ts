import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { EMULATOR_URL } from '../emulator-admin';
import { registerPlayer, signOutThroughApi } from '../platform-api';

/** The second demo player of the emulator's seed (apps/platform-emulator/src/db): two-factor sign-in by mail. */
export const TWO_FACTOR_DEMO = { login: 'twofactor@example.com', password: 'demo123' } as const;

/** The worker's own Telegram shell (playwright.config.ts). */
export const TELEGRAM_ORIGIN = process.env['E2E_TELEGRAM_ORIGIN'] as string;

/** The emulator's outbox is read on its own loopback address. */
export { latestOutboxMessage } from '../emulator-admin';

/** A new form-registered player, created through the platform API and signed out again. */
export async function createPlayer(request: APIRequestContext, suite: string, password: string) {
  const player = await registerPlayer(request, { suite, password });
  await signOutThroughApi(request);
  return player;
}

export async function fillSignIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

type TelegramUser = { id: number; first_name: string; username?: string; language_code?: string };

const telegramQuery = (user: TelegramUser) =>
  new URLSearchParams(Object.entries(user).map(([key, value]) => [key, String(value)])).toString();

/**
 * Opens the mini-app as a Telegram user through the emulator's development launch route: it signs the init data
 * with its own bot token and redirects the browser to the Telegram shell with the launch parameters in the hash,
 * as Telegram's web client does; with `startParam` as when opened from a direct link's `startapp`.
 */
export async function launchTelegramMiniApp(page: Page, user: TelegramUser, { startParam }: { startParam?: string } = {}) {
  const start = startParam === undefined ? '' : `&${new URLSearchParams({ start_param: startParam })}`;
  await page.goto(`${EMULATOR_URL}/__emulator/telegram/launch?${telegramQuery(user)}${start}`);
}

/** The raw init data the emulator signs for a Telegram user (its development route's JSON variant). */
export async function telegramInitData(request: APIRequestContext, user: TelegramUser): Promise<string> {
  const response = await request.get(`${EMULATOR_URL}/__emulator/telegram/init-data?${telegramQuery(user)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { init_data: string }).init_data;
}

/** Opens the Telegram shell with the launch parameters Telegram's web client puts in the URL hash. */
export async function openTelegramMiniApp(page: Page, rawInitData: string) {
  const hash = new URLSearchParams({
    tgWebAppData: rawInitData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'web',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#17122b', text_color: '#ffffff' }),
  });
  await page.goto(`${TELEGRAM_ORIGIN}/#${hash}`);
}
