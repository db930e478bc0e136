import { anonymiseEvent, identifyEvent, loginErrorEvent, logoutErrorEvent, promoCodeNotFoundEvent } from './analytics-events';
import { pushToDataLayer, type DataLayerHost } from './data-layer';
import { toUtc3Timestamp } from './utc3-timestamp';

describe('toUtc3Timestamp', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', '2026-01-15T13:30:00.000+03:00'],
    ['2026-01-15T22:30:00.000Z', '2026-01-16T01:30:00.000+03:00'],
    ['2025-12-31T21:00:00.000Z', '2026-01-01T00:00:00.000+03:00'],
    ['2024-02-28T23:59:59.999Z', '2024-02-29T02:59:59.999+03:00'],
  ])('%s is %s', (utc, expected) => {
    expect(toUtc3Timestamp(new Date(utc))).toBe(expected);
    expect(toUtc3Timestamp(Date.parse(utc))).toBe(expected);
    // The same instant, written in UTC+3.
    expect(Date.parse(expected)).toBe(Date.parse(utc));
  });
});

describe('analytics events', () => {
  const now = Date.parse('2026-03-01T09:00:00Z');
  const timestamp = '2026-03-01T12:00:00.000+03:00';

  it.each([
    [identifyEvent(1001, now), { event: 'identify', user_id: 1001, timestamp }],
    [anonymiseEvent(now), { event: 'anonymise', timestamp }],
    [loginErrorEvent('AuthorizationException', now), { event: 'error-login', error_code: 'AuthorizationException', timestamp }],
    [logoutErrorEvent('UnknownError', now), { event: 'error-logout', error_code: 'UnknownError', timestamp }],
    [promoCodeNotFoundEvent('WELCOME', now), { event: 'promo-code-not-found', promo_code: 'WELCOME', timestamp }],
  ])('%o', (event, expected) => {
    expect(event).toEqual(expected);
  });
});

describe('pushToDataLayer', () => {
  it('creates window.dataLayer when the tag manager has not, and appends in order', () => {
    const host: DataLayerHost = {};
    pushToDataLayer(identifyEvent(7, 0), host);
    pushToDataLayer(anonymiseEvent(0), host);
    expect(host.dataLayer?.map((entry) => (entry as { event: string }).event)).toEqual(['identify', 'anonymise']);
  });

  it('keeps what the tag manager already queued', () => {
    const host: DataLayerHost = { dataLayer: [{ 'gtm.start': 1 }] };
    pushToDataLayer(anonymiseEvent(0), host);
    expect(host.dataLayer).toHaveLength(2);
  });
});
