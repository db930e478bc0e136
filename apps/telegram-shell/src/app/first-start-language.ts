import { matchLocale, readLocaleCookie, writeLocaleCookie, type CookieJar } from '@casino/i18n';

/** The Telegram user's language (init data `user.language_code`) from the launch parameters in the URL hash. */
export function telegramLanguageOf(hash: string): string | undefined {
  const initData = new URLSearchParams(new URLSearchParams(hash.replace(/^#/, '')).get('tgWebAppData') ?? '');
  try {
    const user: unknown = JSON.parse(initData.get('user') ?? 'null');
    const code = typeof user === 'object' && user !== null && 'language_code' in user ? user.language_code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first start follows the language of the player's Telegram: when no language was chosen yet (no locale
 * cookie), Telegram's becomes the choice, before the guards pick the page's locale (cookie before browser, SPEC.md
 * 4). Afterwards the cookie holds what the player picks in the menu, and Telegram's language is not asked again.
 * Runs before the SDK has loaded, so it reads the launch parameters Telegram puts in the hash itself.
 */
export function adoptTelegramLanguage(hash: string = window.location.hash, jar: CookieJar = document): void {
  if (readLocaleCookie(jar.cookie)) return;
  const locale = matchLocale(telegramLanguageOf(hash));
  if (locale) writeLocaleCookie(locale, jar);
}
