/**
 * The site's six locales (SPEC.md 1 and 9), all left to right: the one list, shared by the site and the emulator. The
 * platform receives them as `locale` on every call (SPEC.md 7.1); `en` is the default and has no URL prefix.
 */
export const LOCALES = ['en', 'pt-BR', 'pl', 'ca', 'af', 'ar'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
