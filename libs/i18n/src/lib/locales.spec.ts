import { DEFAULT_LOCALE, LOCALES } from '@casino/platform-contract';
import { getLocaleInfo, LOCALE_INFOS, matchLocale } from './locales';

describe('locale table', () => {
  it('offers the six languages of the spec, English first and default', () => {
    expect(LOCALE_INFOS.map((locale) => locale.code)).toEqual(['en', 'pt-BR', 'pl', 'ca', 'af', 'ar']);
    expect(LOCALES).toEqual(LOCALE_INFOS.map((locale) => locale.code));
    expect(LOCALE_INFOS.filter((locale) => locale.isDefault).map((locale) => locale.code)).toEqual(['en']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('writes every language left to right, Arabic included', () => {
    expect(LOCALE_INFOS.map((locale) => locale.direction)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it.each([
    ['en', 'English', 'en', 'gb'],
    ['pt-BR', 'Português (Brasil)', 'pt-BR', 'br'],
    ['pl', 'Polski', 'pl', 'pl'],
    ['ca', 'Català', 'ca', 'es-ct'],
    ['af', 'Afrikaans', 'af', 'za'],
    ['ar', 'العربية', 'ar', 'sa'],
  ] as const)('%s is named %s in its own language, tagged %s, flag %s', (code, name, language, icon) => {
    expect(getLocaleInfo(code)).toMatchObject({ code, name, language, icon });
  });

  it.each([
    ['pl', 'pl'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['en-GB', 'en'],
    ['ar-EG', 'ar'],
    ['ca-ES', 'ca'],
    ['af-ZA', 'af'],
    [' PL ', 'pl'],
    ['de-DE', undefined],
    ['', undefined],
    [null, undefined],
  ])('matchLocale(%j) is %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});
