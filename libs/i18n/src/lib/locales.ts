/** The site's languages (SPEC.md sections 1 and 9). `en` is the default and has no URL prefix. */
export const LOCALE_CODES = ['en', 'pt-BR', 'pl', 'ca', 'af', 'ar'] as const;

export type Locale = (typeof LOCALE_CODES)[number];

export type TextDirection = 'ltr' | 'rtl';

export type LocaleInfo = {
  /** The language's own name, as shown in a language switcher. */
  name: string;
  /** The code used in URLs, cookies and message file names. */
  code: Locale;
  /** BCP 47 tag for `<html lang>` and Intl formatting. */
  language: string;
  /** Every locale of this site is left to right, Arabic included (SPEC.md section 1). */
  direction: TextDirection;
  /** Flag icon id (ISO 3166 region, `es-ct` for Catalonia) for the ui-kit icon set. */
  icon: string;
  isDefault: boolean;
};

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALES: readonly LocaleInfo[] = [
  { name: 'English', code: 'en', language: 'en', direction: 'ltr', icon: 'gb', isDefault: true },
  { name: 'Português (Brasil)', code: 'pt-BR', language: 'pt-BR', direction: 'ltr', icon: 'br', isDefault: false },
  { name: 'Polski', code: 'pl', language: 'pl', direction: 'ltr', icon: 'pl', isDefault: false },
  { name: 'Català', code: 'ca', language: 'ca', direction: 'ltr', icon: 'es-ct', isDefault: false },
  { name: 'Afrikaans', code: 'af', language: 'af', direction: 'ltr', icon: 'za', isDefault: false },
  { name: 'العربية', code: 'ar', language: 'ar', direction: 'ltr', icon: 'sa', isDefault: false },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function getLocaleInfo(locale: Locale): LocaleInfo {
  const info = LOCALES.find((entry) => entry.code === locale);
  if (!info) throw new Error(`Unknown locale ${locale}`);
  return info;
}

/**
 * The supported locale that best matches a language tag from a browser, an account or a cookie:
 * exact code first (case and `_` vs `-` ignored), then the same base language (`pt-PT` -> `pt-BR`).
 */
export function matchLocale(tag: string | null | undefined): Locale | undefined {
  if (!tag) return undefined;
  const normalized = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!normalized) return undefined;
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === normalized);
  if (exact) return exact;
  const base = normalized.split('-')[0];
  return LOCALE_CODES.find((code) => code.toLowerCase().split('-')[0] === base);
}
