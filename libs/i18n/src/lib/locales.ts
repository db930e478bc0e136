import { DEFAULT_LOCALE, LOCALES, type Locale } from '@casino/platform-contract';

export type TextDirection = 'ltr' | 'rtl';

export type LocaleInfo = {
  /** The code used in URLs, cookies and message file names. */
  code: Locale;
  /** The language's own name, as shown in a language switcher. */
  name: string;
  /** BCP 47 tag for `<html lang>` and Intl formatting. */
  language: string;
  /** Every locale of this site is left to right, Arabic included (SPEC.md section 1). */
  direction: TextDirection;
  /** Flag icon id (ISO 3166 region, `es-ct` for Catalonia) for the ui-kit icon set. */
  icon: string;
  isDefault: boolean;
};

/** How each locale of the one list (`LOCALES` of the platform contract) is named and shown. */
const SHOWN: Record<Locale, Pick<LocaleInfo, 'name' | 'language' | 'icon'>> = {
  en: { name: 'English', language: 'en', icon: 'gb' },
  'pt-BR': { name: 'Português (Brasil)', language: 'pt-BR', icon: 'br' },
  pl: { name: 'Polski', language: 'pl', icon: 'pl' },
  ca: { name: 'Català', language: 'ca', icon: 'es-ct' },
  af: { name: 'Afrikaans', language: 'af', icon: 'za' },
  ar: { name: 'العربية', language: 'ar', icon: 'sa' },
};

/** The locales as a language switcher lists them, in the order of `LOCALES`. */
export const LOCALE_INFOS: readonly LocaleInfo[] = LOCALES.map((code) => ({
  code,
  ...SHOWN[code],
  direction: 'ltr',
  isDefault: code === DEFAULT_LOCALE,
}));

export function getLocaleInfo(locale: Locale): LocaleInfo {
  const info = LOCALE_INFOS.find((entry) => entry.code === locale);
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
  const exact = LOCALES.find((code) => code.toLowerCase() === normalized);
  if (exact) return exact;
  const base = normalized.split('-')[0];
  return LOCALES.find((code) => code.toLowerCase().split('-')[0] === base);
}
