import { buildPath } from './build-path';

describe('buildPath', () => {
  it.each([
    [buildPath('index'), '/'],
    [buildPath('index', { locale: 'en' }), '/'],
    [buildPath('index', { locale: 'pt-BR' }), '/pt-BR'],
    [buildPath('offers.index', { locale: 'pl' }), '/pl/offers'],
    [buildPath('support.index', { locale: 'ca' }), '/ca/support'],
    [buildPath('betting', { locale: 'af' }), '/af/betting'],
    [buildPath('cashier.deposit.index'), '/cashier/deposit'],
    [buildPath('cashier-index-deposit', { locale: 'ar' }), '/ar/cashier/deposit'],
    [
      buildPath('cashier-index-deposit-index-sysname', { locale: 'pl', params: { sysname: 'visa' } }),
      '/pl/cashier/deposit/visa',
    ],
    [buildPath('game-sysname', { params: { sysname: 'book-of-ra' } }), '/game/book-of-ra'],
    [buildPath('game-index-sysname', { locale: 'pt-BR', params: { sysname: 'x' } }), '/pt-BR/game/x'],
    [buildPath('game-index-item', { locale: 'pl', params: { sysname: 'x' } }), '/pl/game/x'],
    [buildPath('tournaments.item.gamehall', { locale: 'pl', params: { id: 42 } }), '/pl/tournaments/42/gamehall'],
    [buildPath('cashier.paysuccess.transaction', { params: { transaction: 'a b/c' } }), '/cashier/paysuccess/a%20b%2Fc'],
    [buildPath('bets', { locale: 'pl' }), '/pl/bets'],
    [buildPath('gamehall.index', { query: { providers: 'a,b' } }), '/gamehall?providers=a%2Cb'],
    [
      buildPath('index', { locale: 'pl', query: { redirectUrl: '/pl/profile?x=1', empty: null, skip: undefined } }),
      '/pl?redirectUrl=%2Fpl%2Fprofile%3Fx%3D1',
    ],
    [buildPath('cashier.history', { query: { tab: ['deposit', 'bonuses'] } }), '/cashier/history?tab=deposit&tab=bonuses'],
    [buildPath('support.index', { hash: 'faq' }), '/support#faq'],
    [buildPath('support.index', { locale: 'pl', hash: '#faq', query: { a: 1 } }), '/pl/support?a=1#faq'],
  ])('builds %s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('refuses an empty parameter', () => {
    expect(() => buildPath('game-sysname', { params: { sysname: '' } })).toThrow('Missing route parameter "sysname"');
  });

  it('requires the parameters of a route by type', () => {
    // @ts-expect-error the game page needs its sysname
    expect(() => buildPath('game-sysname')).toThrow();
    // @ts-expect-error the parameter is sysname, not id
    expect(() => buildPath('game-sysname', { params: { id: 'x' } })).toThrow();
  });
});
