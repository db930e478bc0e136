import { currentLinkKey } from './current-link';
import type { SiteLink } from './use-site-menu';

const link = (to: string, external = false): SiteLink => ({ key: to, to, label: to, icon: 'star', external });
const MENU = [link('/pl'), link('/pl/gamehall'), link('/pl/gamehall/live'), link('/pl/gamehall?category=crash'), link('/pl/promotions'), link('https://blog.example/pl', true)];
const at = (pathname: string, search = '') => currentLinkKey(MENU, { pathname, search });

describe('currentLinkKey', () => {
  it('marks the one most specific link the address is at or under', () => {
    expect(at('/pl/gamehall/live')).toBe('/pl/gamehall/live');
    expect(at('/pl/gamehall/slots')).toBe('/pl/gamehall');
    expect(at('/pl/gamehall')).toBe('/pl/gamehall');
    expect(at('/pl/promotions/12')).toBe('/pl/promotions');
  });

  it('takes a link with a query for the page only when the address has that query', () => {
    expect(at('/pl/gamehall', '?category=crash&providers=a')).toBe('/pl/gamehall?category=crash');
    expect(at('/pl/gamehall', '?category=slots')).toBe('/pl/gamehall');
  });

  it('marks the home page on itself only, by whole segments, and never another site', () => {
    expect(at('/pl')).toBe('/pl');
    expect(at('/pl/winners')).toBeUndefined();
    expect(at('/pl/gamehallx')).toBeUndefined();
    expect(currentLinkKey([link('/'), link('/gamehall')], { pathname: '/', search: '' })).toBe('/');
  });
});
