import { navigationTo } from '../guards/navigation-context.fixture';
import { privateArea } from './private-area';

describe('rule: private areas', () => {
  it.each([
    ['/cashier', '/?redirectUrl=%2Fcashier'],
    ['/cashier/deposit/visa?amount=10#form', '/?redirectUrl=%2Fcashier%2Fdeposit%2Fvisa%3Famount%3D10%23form'],
    ['/pl/profile/settings', '/pl?redirectUrl=%2Fpl%2Fprofile%2Fsettings'],
    ['/pt-BR/profile/bets/history?page=2', '/pt-BR?redirectUrl=%2Fpt-BR%2Fprofile%2Fbets%2Fhistory%3Fpage%3D2'],
    ['/ar/bets', '/ar?redirectUrl=%2Far%2Fbets'],
    ['/responsible-game', '/?redirectUrl=%2Fresponsible-game'],
    ['/ca/profile/responsible-game', '/ca?redirectUrl=%2Fca%2Fprofile%2Fresponsible-game'],
    // An unmatched path containing an area is private too: only slug routes are excluded.
    ['/af/foo/cashier', '/af?redirectUrl=%2Faf%2Ffoo%2Fcashier'],
    // Routes match case-insensitively, so the area test does too.
    ['/CASHIER/history', '/?redirectUrl=%2FCASHIER%2Fhistory'],
  ])('sends a visitor on %s to %s', (url, expected) => {
    expect(privateArea(navigationTo(url))).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it.each([
    ['a signed-in player in the cashier', '/pl/cashier', true],
    ['a visitor on a slug page containing an area name', '/pl/cashier-faq', false],
    ['a visitor on the responsible-gaming slug page', '/responsible-gaming', false],
    ['a visitor on a public page', '/pt-BR/gamehall', false],
    ['a visitor on the index', '/', false],
    // Areas are path segments: a game whose sysname holds "bets" (Betsoft) is public.
    ['a visitor on a Betsoft game', '/game/betsoft-gold-rush', false],
    ['a visitor on a game named after a private word', '/pl/game/cashier-quest', false],
    ['a visitor on a provider hall', '/gamehall?providers=betsoft', false],
  ])('lets %s through', (_, url, isAuthenticated) => {
    expect(privateArea(navigationTo(url, { isAuthenticated }))).toEqual({ type: 'continue' });
  });
});
