import { isLocale, type Locale } from '@casino/platform-contract';

/** SPEC.md section 9: cookie i18n_redirected, 365 days, path /, SameSite lax. */
export const LOCALE_COOKIE = { name: 'i18n_redirected', maxAgeDays: 365, path: '/', sameSite: 'Lax' } as const;

const DAY_SECONDS = 24 * 60 * 60;

/** The stored locale from a `Cookie` header or `document.cookie`, or undefined when absent or unknown. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== LOCALE_COOKIE.name) continue;
    const value = decodeURIComponent(part.slice(separator + 1).trim());
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

/** The `Set-Cookie` / `document.cookie` string that stores the player's choice for 365 days. */
export function serializeLocaleCookie(locale: Locale, now: Date = new Date()): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * DAY_SECONDS;
  // Expires next to Max-Age for browsers that ignore Max-Age.
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return [
    `${LOCALE_COOKIE.name}=${encodeURIComponent(locale)}`,
    `Max-Age=${maxAge}`,
    `Expires=${expires}`,
    `Path=${LOCALE_COOKIE.path}`,
    `SameSite=${LOCALE_COOKIE.sameSite}`,
  ].join('; ');
}

export type CookieJar = { cookie: string };

/** Saves the locale cookie in the browser (`document` by default). */
export function writeLocaleCookie(locale: Locale, jar: CookieJar = document, now: Date = new Date()): void {
  jar.cookie = serializeLocaleCookie(locale, now);
}
