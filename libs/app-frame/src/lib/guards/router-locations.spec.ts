import { routerLocations, type RouterSnapshot } from './router-locations';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('routerLocations', () => {
  it('on entry takes the hash from the address bar and has no previous location', () => {
    const locations = routerLocations(() => undefined, () => at('/game/x', '', '#real'));
    expect(locations(new URL('http://site/game/x'))).toEqual({ to: at('/game/x', '', '#real'), from: null });
  });

  it('later takes the hash from the pending navigation and the previous location from the router', () => {
    const snapshot: RouterSnapshot = { initialized: true, location: at('/pl'), navigation: { location: at('/pl/offers', '?popup=1', '#popup-preview') } };
    const locations = routerLocations(() => snapshot, () => at('/ignored'));
    expect(locations(new URL('http://site/pl/offers?popup=1'))).toEqual({ to: at('/pl/offers', '?popup=1', '#popup-preview'), from: at('/pl') });
  });

  it('gives no hash when the pending navigation is for another URL', () => {
    const snapshot: RouterSnapshot = { initialized: true, location: at('/'), navigation: { location: at('/a', '', '#x') } };
    expect(routerLocations(() => snapshot, () => at('/'))(new URL('http://site/b')).to.hash).toBe('');
  });
});
