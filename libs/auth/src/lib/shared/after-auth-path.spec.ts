import { afterAuthPath } from './after-auth-path';

describe('afterAuthPath', () => {
  it('goes back to redirectUrl after a sign-in', () => {
    expect(afterAuthPath({ redirectUrl: '/cashier/deposit', fallback: '/', registered: false })).toBe('/cashier/deposit');
  });

  it('goes to the fallback when redirectUrl is missing or leaves the site', () => {
    expect(afterAuthPath({ redirectUrl: null, fallback: '/pl', registered: false })).toBe('/pl');
    expect(afterAuthPath({ redirectUrl: 'https://evil.example/', fallback: '/', registered: false })).toBe('/');
    expect(afterAuthPath({ redirectUrl: '/\t/evil.example/', fallback: '/pl', registered: false })).toBe('/pl');
    expect(afterAuthPath({ redirectUrl: '/%2F%2Fevil.example', fallback: '/', registered: false })).toBe('/');
  });

  it('adds register=success after a sign-up, keeping the query and hash', () => {
    expect(afterAuthPath({ redirectUrl: null, fallback: '/', registered: true })).toBe('/?register=success');
    expect(afterAuthPath({ redirectUrl: '/gamehall?category=7#top', fallback: '/', registered: true })).toBe('/gamehall?category=7&register=success#top');
  });
});
