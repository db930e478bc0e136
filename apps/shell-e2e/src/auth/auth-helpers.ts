import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHmac } from 'node:crypto';

/** The shared demo players of the emulator seed (apps/platform-emulator/src/db/accounts.ts). */
export const DEMO = { login: 'demo@example.com', password: 'demo123' } as const;
export const TWO_FACTOR_DEMO = { login: 'twofactor@example.com', password: 'demo123' } as const;

/** The emulator's development bot token (EMULATOR_MODE=test keeps it; see its config.ts). */
export const DEV_TELEGRAM_BOT_TOKEN = '123456789:DEV-emulator-bot-token';

export const TELEGRAM_ORIGIN = `http://localhost:${process.env['E2E_TELEGRAM_PORT'] ?? 4211}`;

let counter = 0;
/** A login nobody else uses in this run. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

/** The emulator's outbox is read on its own loopback address. */
export { latestOutboxMessage } from '../emulator-admin';

/** The account the browser context is signed in as (uid 0 for a visitor). */
export async function currentAccount(request: APIRequestContext, origin = '') {
  const response = await request.get(`${origin}/api/account.getInfo`);
  const body = (await response.json()) as { data?: { uid: number; login: string | null; is_registration_completed: boolean } };
  return body.data ?? { uid: 0, login: null, is_registration_completed: false };
}

/** A new form-registered player, created through the platform API and signed out again. */
export async function createPlayer(request: APIRequestContext, login: string, password: string) {
  const created = await request.post('/api/auth.register?v=2.32&locale=en', {
    multipart: { type: 'form', login, password, currency: 'EUR' },
  });
  expect(((await created.json()) as { data?: { uid: number } }).data?.uid).toBeGreaterThan(0);
  await request.get('/api/auth.logout?v=2.32&locale=en');
}

export async function fillSignIn(page: Page, login: string, password: string) {
  await page.getByLabel('Email or phone').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Telegram mini-app init data signed as Telegram signs it: the data-check-string is every field but
 * hash, sorted, as key=value lines; secret = HMAC-SHA256("WebAppData", bot token).
 */
export function signTelegramInitData(user: { id: number; first_name: string; username?: string; language_code?: string }, botToken = DEV_TELEGRAM_BOT_TOKEN) {
  const fields: Record<string, string> = {
    query_id: `AAH${user.id}`,
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    signature: 'e2e-signature',
  };
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const hash = createHmac('sha256', secret).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The launch parameters Telegram puts in the mini-app URL hash, with the signed init data. */
export function telegramLaunchHash(rawInitData: string) {
  return new URLSearchParams({
    tgWebAppData: rawInitData,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'web',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#17122b', text_color: '#ffffff' }),
  }).toString();
}

/**
 * Opens the Telegram shell as a Telegram client does: the launch parameters (with the signed init data)
 * in the URL hash, and the native bridge `window.TelegramWebviewProxy` the SDK posts its events to.
 */
export async function openTelegramMiniApp(page: Page, rawInitData: string) {
  await page.addInitScript(() => {
    const events: Array<{ eventType: string; eventData: string }> = [];
    Object.assign(window, { TelegramWebviewProxy: { postEvent: (eventType: string, eventData: string) => events.push({ eventType, eventData }) } });
  });
  await page.goto(`${TELEGRAM_ORIGIN}/#${telegramLaunchHash(rawInitData)}`);
}
