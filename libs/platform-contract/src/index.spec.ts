import * as v from 'valibot';
import { accountInfoSchema, errorResponseSchema, isAuthenticated, PLATFORM_ERROR_TYPES, PLATFORM_METHODS, SEO_URL_PATTERNS } from './index';

describe('@casino/platform-contract', () => {
  it('lists the 29 server error types of SPEC.md section 8', () => {
    expect(PLATFORM_ERROR_TYPES).toHaveLength(29);
    expect(new Set(PLATFORM_ERROR_TYPES).size).toBe(29);
  });

  it('parses an error envelope and refuses an unknown error type', () => {
    expect(v.is(errorResponseSchema, { error: { type: 'UserBannedException' } })).toBe(true);
    expect(v.is(errorResponseSchema, { error: { type: 'NoSuchException' } })).toBe(false);
  });

  it('knows the HTTP verb of every method, e.g. auth.logout is a GET', () => {
    expect(PLATFORM_METHODS['auth.logout']).toBe('GET');
    expect(PLATFORM_METHODS['cashier.makedeposit']).toBe('POST');
  });

  it.each([
    [0, false],
    [1, true],
    [-1, false],
  ])('treats uid %i as authenticated: %s', (uid, expected) => {
    expect(isAuthenticated({ uid })).toBe(expected);
  });

  it('rejects an account payload with a missing balance', () => {
    expect(v.is(accountInfoSchema, { uid: 1 })).toBe(false);
  });

  it('has an SEO URL pattern for deposit, game, jackpots, offers, promotions and tournaments pages (SPEC.md 2.1)', () => {
    expect(SEO_URL_PATTERNS).toEqual({
      deposit: '/cashier/deposit/{sysname}',
      game: '/game/{sysname}',
      jackpots: '/jackpots/{id}',
      offers: '/offers/{id}',
      promotions: '/promotions/{id}',
      tournaments: '/tournaments/{id}',
    });
  });
});
