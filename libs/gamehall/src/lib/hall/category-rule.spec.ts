import { navigationTo } from '@casino/routing';
import { gamehallCategory } from './category-rule';

describe('rule: gamehall category', () => {
  it.each([
    ['/gamehall?category=slots', '/gamehall/slots'],
    ['/pl/gamehall?category=live&providers=a,b#top', '/pl/gamehall/live?providers=a%2Cb#top'],
    ['/pt-BR/gamehall/?category=new%20games', '/pt-BR/gamehall/new%20games'],
  ])('redirects %s to %s', (url, expected) => {
    expect(gamehallCategory(navigationTo(url))).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it.each(['/gamehall', '/gamehall?providers=a,b', '/pl/gamehall?category=', '/pl/gamehall/slots', '/offers?category=x'])(
    'leaves %s alone',
    (url) => {
      expect(gamehallCategory(navigationTo(url))).toEqual({ type: 'continue' });
    },
  );
});
