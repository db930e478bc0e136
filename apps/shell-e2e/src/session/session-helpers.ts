import type { Page, Request } from '@playwright/test';
import { textOf } from '../quality/catalogue-text';

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
