// Public API of @casino/i18n. Export only what other projects may use.
export { DEFAULT_LOCALE, LOCALES, LOCALE_CODES, getLocaleInfo, isLocale, matchLocale } from './lib/locales';
export type { Locale, LocaleInfo, TextDirection } from './lib/locales';
export { localeFromPathname, stripLocalePrefix, withLocalePrefix } from './lib/locale-paths';
export { detectLocale } from './lib/detect-locale';
export type { LocaleSources } from './lib/detect-locale';
export { LOCALE_COOKIE, readLocaleCookie, serializeLocaleCookie, writeLocaleCookie } from './lib/locale-cookie';
export type { CookieJar } from './lib/locale-cookie';
export { defineCatalogue, loadMessages } from './lib/catalogue';
export type { Catalogue, GlobbedMessageFiles, Messages } from './lib/catalogue';
export { ALLOWED_IDENTICAL_TEXTS, checkCatalogueCompleteness } from './lib/catalogue-completeness';
export type { CatalogueProblem, CompletenessOptions, LoadedCatalogue } from './lib/catalogue-completeness';
export { I18nProvider } from './lib/i18n-provider';
export type { I18nProviderProps } from './lib/i18n-provider';
export { formatAmount, formatDate, formatDateTime, formatMoney, formatTime } from './lib/formatters';
export type { AmountInput, DateInput } from './lib/formatters';
export { useFormatters } from './lib/use-formatters';
export type { Formatters } from './lib/use-formatters';
export { commonMessages } from './common-messages';
