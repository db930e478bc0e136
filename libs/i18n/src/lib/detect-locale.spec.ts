import { detectLocale, type LocaleSources } from './detect-locale';

const everySource: LocaleSources = {
  isSignedIn: true,
  accountLocale: 'ca',
  cookieLocale: 'af',
  browserLanguages: ['ar-EG'],
};

describe('detectLocale', () => {
  it.each<[string, LocaleSources, string]>([
    ['the account locale when signed in', everySource, 'ca'],
    ['the account locale written with an underscore', { ...everySource, accountLocale: 'pt_BR' }, 'pt-BR'],
    ['the cookie when signed out', { ...everySource, isSignedIn: false }, 'af'],
    ['the cookie when the account has no locale', { ...everySource, accountLocale: null }, 'af'],
    ['the cookie when the account locale is unsupported', { ...everySource, accountLocale: 'de' }, 'af'],
    ['the browser language when there is no cookie', { browserLanguages: ['ar-EG'] }, 'ar'],
    ['the browser language when the cookie is unsupported', { cookieLocale: 'xx', browserLanguages: ['pl-PL'] }, 'pl'],
    ['the first supported browser language', { browserLanguages: ['de-DE', 'fr', 'pt-PT', 'pl'] }, 'pt-BR'],
    ['English when nothing matches', { browserLanguages: ['de-DE', 'fr'] }, 'en'],
    ['English when nothing is known', {}, 'en'],
  ])('uses %s', (_, sources, expected) => {
    expect(detectLocale(sources)).toBe(expected);
  });
});
