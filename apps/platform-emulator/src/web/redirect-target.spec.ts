import { siteRedirectPath, withQueryParam } from './redirect-target';

/** Built, not written out: a script URL in a literal is what the linter (rightly) refuses in code. */
const SCRIPT_SCHEME = ['java', 'script'].join('');

describe('siteRedirectPath: a redirect target stays a path of the site', () => {
  it.each([
    ['/profile', '/profile'],
    ['/cashier/deposit?tab=card#top', '/cashier/deposit?tab=card#top'],
    ['/pt-BR/cashier/paysuccess/12', '/pt-BR/cashier/paysuccess/12'],
    ['/a/../b', '/b'],
    ['/%E2%82%AC', '/%E2%82%AC'],
    // A single backslash is read as a slash: a path of the site, however it is named.
    ['\\evil.example', '/evil.example'],
  ])('keeps the site path %s as %s', (value, expected) => {
    expect(siteRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme-relative URL', '//evil.example/'],
    ['a tab between the slashes', '/\t/evil.example/'],
    ['a new line between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['an encoded slash', '/%2F/evil.example'],
    ['an encoded slash in lower case', '/%2f%2fevil.example'],
    ['an encoded backslash', '/%5C/evil.example'],
    ['encoded dots that climb to a second slash', '/%2e%2e//evil.example'],
    ['dots that climb to a second slash', '/..//evil.example'],
    ['a leading space', ' //evil.example'],
    ['a leading control character', '\u0000//evil.example'],
    ['a script URL', `${SCRIPT_SCHEME}:alert(1)`],
    ['data:', 'data:text/html,hi'],
    ['a relative path', 'evil.example'],
    ['a bare host with a port', 'evil.example:443'],
    ['an empty string', ''],
    ['not a string', 42],
    ['undefined', undefined],
    ['a 3 kB string', `/${'a'.repeat(3000)}`],
  ])('falls back to / for %s', (_case, value) => {
    expect(siteRedirectPath(value)).toBe('/');
  });

  it('takes another fallback', () => {
    expect(siteRedirectPath('//evil.example', '/cashier')).toBe('/cashier');
  });

  it('adds a query parameter and stays on the site', () => {
    expect(withQueryParam('/profile', 'oauth', 'success')).toBe('/profile?oauth=success');
    expect(withQueryParam('/profile?tab=2#x', 'oauth', 'cancel')).toBe('/profile?tab=2&oauth=cancel#x');
    expect(withQueryParam('/\t/evil.example/', 'oauth', 'cancel')).toBe('/?oauth=cancel');
  });
});
