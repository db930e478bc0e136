import { LOCALE_COOKIE, readLocaleCookie, serializeLocaleCookie, writeLocaleCookie, type CookieJar } from './locale-cookie';

describe('locale cookie', () => {
  it('is i18n_redirected, 365 days, path /, SameSite Lax', () => {
    expect(LOCALE_COOKIE).toEqual({ name: 'i18n_redirected', maxAgeDays: 365, path: '/', sameSite: 'Lax' });
  });

  it('serialises the choice for 365 days', () => {
    const now = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));
    expect(serializeLocaleCookie('pt-BR', now)).toBe(
      'i18n_redirected=pt-BR; Max-Age=31536000; Expires=Fri, 01 Jan 2027 12:00:00 GMT; Path=/; SameSite=Lax',
    );
  });

  it('writes the cookie into the jar it is given', () => {
    const jar: CookieJar = { cookie: '' };
    writeLocaleCookie('ar', jar, new Date(Date.UTC(2026, 5, 1)));
    expect(jar.cookie).toBe('i18n_redirected=ar; Max-Age=31536000; Expires=Tue, 01 Jun 2027 00:00:00 GMT; Path=/; SameSite=Lax');
  });

  it.each([
    ['i18n_redirected=pl', 'pl'],
    ['session=abc; i18n_redirected=pt-BR; theme=dark', 'pt-BR'],
    ['a=1;i18n_redirected=ca', 'ca'],
    ['i18n_redirected=de', undefined],
    ['x_i18n_redirected=pl', undefined],
    ['session=abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %s', (header, expected) => {
    expect(readLocaleCookie(header)).toBe(expected);
  });

  it('reads back what it wrote', () => {
    expect(readLocaleCookie(serializeLocaleCookie('af').split(';')[0])).toBe('af');
  });
});
