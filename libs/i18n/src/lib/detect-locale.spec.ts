import { detectLocale, type LocaleSources } from './detect-locale';

const everySource: LocaleSources = {
  pathname: '/pl/games',
  isSignedIn: true,
  accountLocale: 'ca',
  cookieLocale: 'af',
  browserLanguages: ['ar-EG'],
};

describe('detectLocale', () => {
  it.each<[string, LocaleSources, string]>([
    ['the URL prefix first', everySource, 'pl'],
    ['the account locale when signed in', { ...everySource, pathname: '/games' }, 'ca'],
    ['the account locale written with an underscore', { ...everySource, pathname: '/', accountLocale: 'pt_BR' }, 'pt-BR'],
    ['the cookie when signed out', { ...everySource, pathname: '/games', isSignedIn: false }, 'af'],
    ['the cookie when the account has no locale', { ...everySource, pathname: '/', accountLocale: null }, 'af'],
    ['the cookie when the account locale is unsupported', { ...everySource, pathname: '/', accountLocale: 'de' }, 'af'],
    ['the browser language when there is no cookie', { pathname: '/', browserLanguages: ['ar-EG'] }, 'ar'],
    ['the browser language when the cookie is unsupported', { cookieLocale: 'xx', browserLanguages: ['pl-PL'] }, 'pl'],
    ['the first supported browser language', { browserLanguages: ['de-DE', 'fr', 'pt-PT', 'pl'] }, 'pt-BR'],
    ['English when nothing matches', { pathname: '/games', browserLanguages: ['de-DE', 'fr'] }, 'en'],
    ['English when nothing is known', {}, 'en'],
  ])('uses %s', (_, sources, expected) => {
    expect(detectLocale(sources)).toBe(expected);
  });
});
