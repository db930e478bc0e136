// Public API of @casino/i18n. Export only what other projects may use.
// The one list of locales and its type are the platform contract's (LOCALES, Locale); this lib shows and detects them.
export { LOCALE_INFOS, getLocaleInfo, matchLocale } from './lib/locales';
export type { LocaleInfo, TextDirection } from './lib/locales';
export { pageLocaleChanged, pageLocaleSlice, selectPageLocale, type PageLocaleState } from './lib/page-locale';
export { detectLocale } from './lib/detect-locale';
export type { LocaleSources } from './lib/detect-locale';
export { LOCALE_COOKIE, readLocaleCookie, serializeLocaleCookie, writeLocaleCookie } from './lib/locale-cookie';
export type { CookieJar } from './lib/locale-cookie';
export { defineCatalogue, loadMessages } from './lib/catalogue';
export { cataloguedMessages } from './lib/catalogued-messages';
export type { CataloguedMessages } from './lib/catalogued-messages';
export type { Catalogue, GlobbedMessageFiles, Messages } from './lib/catalogue';
export { ALLOWED_IDENTICAL_TEXTS, checkCatalogueCompleteness } from './lib/catalogue-completeness';
export type { CatalogueProblem, CompletenessOptions, LoadedCatalogue } from './lib/catalogue-completeness';
export { I18nProvider, useCatalogues } from './lib/i18n-provider';
export type { I18nProviderProps } from './lib/i18n-provider';
export { formatAmount, formatDate, formatDateTime, formatDuration, formatMoney, formatTime } from './lib/formatters';
export type { AmountInput, DateInput } from './lib/formatters';
export { keepAmountsWhole } from './lib/keep-amounts-whole';
export { useFormatters } from './lib/use-formatters';
export { usePageLocale } from './lib/use-page-locale';
export type { Formatters } from './lib/use-formatters';
export { commonMessages, promoCodeErrorMessages, promoCodeUncheckedMessage } from './common-messages';
