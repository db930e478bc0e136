import { everyArea, type SiteLink } from './use-site-menu';

const link = (to: string, external = false): SiteLink => ({ key: to, to, label: to, icon: 'star', external });

describe('everyArea (the phone and mini-app menu)', () => {
  it('puts home first, then the header menu’s areas, then the site menu’s others, each address once', () => {
    const header = [link('/pl/gamehall'), link('/pl/gamehall?category=live'), link('/pl/jackpots'), link('/pl/betting')];
    const sidebar = [link('/pl'), link('/pl/gamehall'), link('/pl/offers'), link('/pl/support'), link('https://blog.example/', true)];
    expect(everyArea(header, sidebar).map(({ to }) => to)).toEqual([
      '/pl',
      '/pl/gamehall',
      '/pl/gamehall?category=live',
      '/pl/jackpots',
      '/pl/betting',
      '/pl/offers',
      '/pl/support',
      'https://blog.example/',
    ]);
  });

  it('keeps the site menu as it is when the header menu is empty', () => {
    const sidebar = [link('/'), link('/offers')];
    expect(everyArea([], sidebar)).toEqual(sidebar);
  });
});
