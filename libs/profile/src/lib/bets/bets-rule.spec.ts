import { navigationTo } from '@casino/routing';
import { betsRedirect } from './bets-rule';

describe('rule: /bets', () => {
  it.each([
    ['/bets', '/profile/bets/history'],
    ['/bets/', '/profile/bets/history'],
    ['/pl/bets', '/pl/profile/bets/history'],
    ['/pt-BR/bets/123', '/pt-BR/profile/bets/history'],
  ])('redirects %s to %s', (url, expected) => {
    expect(betsRedirect(navigationTo(url, { isAuthenticated: true }))).toEqual({
      type: 'redirect',
      to: expected,
      replace: true,
    });
  });

  it.each(['/profile/bets', '/pl/profile/bets/history', '/betting', '/pl/bets-rules'])('leaves %s alone', (url) => {
    expect(betsRedirect(navigationTo(url, { isAuthenticated: true }))).toEqual({ type: 'continue' });
  });
});
