import { navigationTo } from '../guards/navigation-context.fixture';
import { backUrl } from './back-url';

const ALLOWED = ['partner.example.com', '*.casino.example'];

describe('rule: backUrl', () => {
  it.each([
    ['/?backUrl=https%3A%2F%2Fpartner.example.com%2Fhome', 'https://partner.example.com/home'],
    ['/pl/cashier/paysuccess?backUrl=https://app.casino.example/x?y=1', 'https://app.casino.example/x?y=1'],
    ['/pt-BR?backUrl=http%3A%2F%2FPARTNER.example.com', 'http://partner.example.com/'],
  ])('%s leaves for %s', (url, target) => {
    const decision = backUrl(navigationTo(url, { allowedExternalHosts: ALLOWED }));
    expect(decision).toEqual({ type: 'external', url: target });
  });

  it.each([
    ['another host (open redirect)', '/?backUrl=https%3A%2F%2Fevil.example.net'],
    ['a look-alike host', '/pl?backUrl=https%3A%2F%2Fpartner.example.com.evil.net'],
    ['credentials hiding the host', '/?backUrl=https%3A%2F%2Fpartner.example.com%40evil.net'],
    ['a protocol-relative URL', '/?backUrl=%2F%2Fevil.example.net'],
    ['a protocol-relative URL behind a tab', '/?backUrl=%2F%09%2Fevil.example.net'],
    ['a backslash for a slash', '/?backUrl=%2F%5Cevil.example.net'],
    ['a javascript: URL', '/?backUrl=javascript%3Aalert(1)'],
    ['a relative path', '/?backUrl=%2Fcashier'],
    ['an empty value', '/?backUrl='],
    ['no backUrl', '/pl/offers'],
  ])('refuses %s', (_, url) => {
    expect(backUrl(navigationTo(url, { allowedExternalHosts: ALLOWED }))).toEqual({ type: 'continue' });
  });

  it('refuses every external URL when no host is allowed', () => {
    expect(backUrl(navigationTo('/?backUrl=https%3A%2F%2Fpartner.example.com'))).toEqual({ type: 'continue' });
  });
});
