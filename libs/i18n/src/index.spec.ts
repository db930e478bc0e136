import * as api from './index';

describe('@casino/i18n public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ALLOWED_IDENTICAL_TEXTS',
        'DEFAULT_LOCALE',
        'I18nProvider',
        'LOCALES',
        'LOCALE_CODES',
        'LOCALE_COOKIE',
        'checkCatalogueCompleteness',
        'commonMessages',
        'defineCatalogue',
        'detectLocale',
        'formatAmount',
        'formatDate',
        'formatDateTime',
        'formatMoney',
        'formatTime',
        'getLocaleInfo',
        'isLocale',
        'loadMessages',
        'localeFromPathname',
        'matchLocale',
        'readLocaleCookie',
        'serializeLocaleCookie',
        'stripLocalePrefix',
        'useFormatters',
        'usePageLocale',
        'withLocalePrefix',
        'writeLocaleCookie',
      ].sort(),
    );
  });
});
