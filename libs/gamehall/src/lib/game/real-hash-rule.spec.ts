import { navigationTo } from '@casino/routing';
import { gameRealHash } from './real-hash-rule';

describe('rule: /game/{sysname}#real', () => {
  it.each([
    ['/game/starburst#real', '/'],
    ['/pl/game/starburst?x=1#real', '/pl'],
    ['/ar/game/book-of-ra#real', '/ar'],
  ])('a visitor on %s gets the registration popup; closing it goes to %s', (url, index) => {
    expect(gameRealHash(navigationTo(url))).toEqual({
      type: 'open-dialog',
      dialog: { id: 'auth', mode: 'register', preventClose: false },
      onClose: { type: 'redirect', to: index, replace: true },
    });
  });

  it.each([
    ['a signed-in player', '/pl/game/starburst#real', true],
    ['a visitor without the hash', '/pl/game/starburst', false],
    ['a visitor with another hash', '/pl/game/starburst#demo', false],
    ['a visitor on another page', '/pl/gamehall#real', false],
  ])('does nothing for %s', (_, url, isAuthenticated) => {
    expect(gameRealHash(navigationTo(url, { isAuthenticated }))).toEqual({ type: 'continue' });
  });
});
