import { pageValidationError, parseLocation } from '@casino/routing';
import { routeErrorView } from './route-error';

const at = parseLocation('/pl/game/x?mode=demo');

describe('routeErrorView', () => {
  it('reloads the target path once for a chunk load error', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/game-page.js');
    expect(routeErrorView(error, at, { isGamePage: true })).toEqual({ type: 'reload', url: '/pl/game/x?mode=demo' });
    expect(routeErrorView(error, at, { isGamePage: true, lastReloadedUrl: '/pl/game/x?mode=demo' })).toEqual({ type: 'slot-error' });
  });

  it("shows a page's own validation message", () => {
    expect(routeErrorView(pageValidationError(at), at, { isGamePage: true })).toEqual({ type: 'not-found', message: 'Page Not Found: /pl/game/x?mode=demo' });
  });

  it('shows the errors slot page for a failing game page, and the 404 elsewhere', () => {
    expect(routeErrorView(new Error('boom'), at, { isGamePage: true })).toEqual({ type: 'slot-error' });
    expect(routeErrorView(new Error('boom'), parseLocation('/winners'), { isGamePage: false })).toEqual({ type: 'not-found', message: 'Page not found: /winners' });
  });
});
