import * as api from './index';

describe('@casino/i18n public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ALLOWED_IDENTICAL_TEXTS',
        'I18nProvider',
        'LOCALE_INFOS',
        'LOCALE_COOKIE',
        'cataloguedMessages',
        'checkCatalogueCompleteness',
        'commonMessages',
        'defineCatalogue',
        'detectLocale',
        'formatAmount',
        'formatDate',
        'formatDateTime',
        'formatDuration',
        'formatMoney',
        'formatTime',
        'getLocaleInfo',
        'keepAmountsWhole',
        'loadMessages',
        'matchLocale',
        'pageLocaleChanged',
        'pageLocaleSlice',
        'promoCodeErrorMessages',
        'promoCodeUncheckedMessage',
        'readLocaleCookie',
        'selectPageLocale',
        'serializeLocaleCookie',
        'useCatalogues',
        'useFormatters',
        'usePageLocale',
        'writeLocaleCookie',
      ].sort(),
    );
  });
});
