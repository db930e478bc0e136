import { expect, type APIRequestContext, type APIResponse, type Page, type Request } from '@playwright/test';
import { textOf } from '../quality/catalogue-text';

/** A platform call through the site origin, as the browser makes it (same cookies as the page). */
export const platformPath = (method: string, locale = 'en') => `/api/${method}?v=2.32&locale=${locale}`;

async function dataOf<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { data?: T; error?: { type: string } };
  expect(body.error, `${response.url()} answered an error`).toBeUndefined();
  return body.data as T;
}

export async function platformGet<T>(request: APIRequestContext, method: string, query = ''): Promise<T> {
  return dataOf<T>(await request.get(`${platformPath(method)}${query}`));
}

export async function platformPost<T>(request: APIRequestContext, method: string, fields: Record<string, string> = {}): Promise<T> {
  return dataOf<T>(await request.post(platformPath(method), { multipart: fields }));
}

let counter = 0;

/** A new EUR player created through the platform API; the context that owns `request` stays signed in. */
export async function registerPlayer(request: APIRequestContext) {
  const player = { login: `session-${Date.now()}-${(counter += 1)}@example.com`, password: 'secret12' };
  const account = await platformPost<{ uid: number }>(request, 'auth.register', { type: 'form', ...player, currency: 'EUR' });
  expect(account.uid).toBeGreaterThan(0);
  return { ...player, uid: account.uid };
}

export const signOutThroughApi = (request: APIRequestContext) => platformGet(request, 'auth.logout');

/** A deposit settled on the emulated payment page: the player now counts as depositing. */
export async function depositThroughApi(request: APIRequestContext, amount: number) {
  const payment = await platformPost<{ id: number }>(request, 'cashier.makedeposit', { method: 'card', amount: String(amount), requisites: '{}' });
  await request.post(`/platform/pay/${payment.id}/approve`, { maxRedirects: 0 });
}

/** The account the context is signed in as (uid 0 for a visitor). */
export const currentAccount = (request: APIRequestContext) => platformGet<{ uid: number; login: string | null; locale: string }>(request, 'account.getInfo');

/** Whether a request is the platform call `method` (the method name is the last part of the path). */
export const isPlatformCall = (request: Request, method: string) => new URL(request.url()).pathname === `/api/${method}`;

/** Starts recording the requests that match `predicate`; read the returned list at any time. */
export function recordRequests(page: Page, predicate: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (predicate(request)) seen.push(request);
  });
  return seen;
}

const isHit = (request: Request) => new URL(request.url()).pathname === '/hit';

/**
 * Opens a page and waits for the `/hit` image. It goes out from the lazily loaded telemetry effects, 3 s after they
 * start; a signed-in player's session effects (the idle timer) start at the same hydration, so once it is seen
 * every session timer runs.
 */
export async function openAndWaitForSessionEffects(page: Page, path: string) {
  const hit = page.waitForRequest(isHit);
  await page.goto(path);
  return hit;
}

/** The sign-in form of the locale, filled in and sent. */
export async function signInThroughForm(page: Page, locale: string, { login, password }: { login: string; password: string }) {
  await page.getByLabel(textOf('auth.signIn.login', locale)).fill(login);
  await page.getByLabel(textOf('auth.signIn.password', locale), { exact: true }).fill(password);
  await page.getByRole('button', { name: textOf('auth.signIn.submit', locale), exact: true }).click();
}

/** The header's account menu button: there only while a player is signed in. */
export const accountMenuButton = (page: Page, locale: string) => page.getByRole('banner').getByRole('button', { name: textOf('shell.account.menu', locale), exact: true });

/** Signs out as a player does: the account menu, then its sign-out item. */
export async function signOutThroughMenu(page: Page, locale: string) {
  await accountMenuButton(page, locale).click();
  await page.getByRole('menuitem', { name: textOf('shell.header.signOut', locale), exact: true }).click();
}

/**
 * A message with one plural argument as the site shows it, e.g. "... in 360 seconds ...": the catalogue's
 * `{name, plural, ...}` branch for the locale's plural category, with `#` as the number.
 */
export function pluralText(id: string, locale: string, name: string, value: number): string {
  const message = textOf(id, locale);
  const start = message.indexOf(`{${name}, plural,`);
  let depth = 0;
  let end = start;
  for (; end < message.length; end += 1) {
    if (message[end] === '{') depth += 1;
    if (message[end] === '}') depth -= 1;
    if (depth === 0) break;
  }
  const branches = message.slice(start + `{${name}, plural,`.length, end);
  const category = new Intl.PluralRules(locale).select(value);
  const branch = new RegExp(`(?:^|\\s)${category}\\s*\\{([^}]*)\\}`).exec(branches) ?? /(?:^|\s)other\s*\{([^}]*)\}/.exec(branches);
  return `${message.slice(0, start)}${(branch?.[1] ?? '').replace('#', String(value))}${message.slice(end + 1)}`;
}

export type DataLayerEntry = { event: string; timestamp: string; [field: string]: string | number };

/** What the page pushed to `window.dataLayer` (the tag manager's queue). */
export const dataLayerOf = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry): entry is DataLayerEntry => typeof entry === 'object' && entry !== null && 'event' in entry));

export const signInThroughApi = (request: APIRequestContext, player: { login: string; password: string }) =>
  platformPost(request, 'auth.login', { login: player.login, password: player.password });

