import { parseLocation } from '../location';
import { pageValidationError, routeNotFoundError } from './not-found';

describe('not found (SPEC.md 2.2)', () => {
  it.each([
    ['/game/unknown', 'Page Not Found: /game/unknown'],
    ['/pl/promotions/999?x=1#y', 'Page Not Found: /pl/promotions/999?x=1#y'],
  ])('a failed page validation on %s says "%s"', (url, message) => {
    expect(pageValidationError(parseLocation(url))).toEqual({ status: 404, message, path: url });
  });

  it.each([
    ['/a/b/c', 'Page not found: /a/b/c'],
    ['/pt-BR/cashier/unknown?tab=1', 'Page not found: /pt-BR/cashier/unknown?tab=1'],
  ])('an unmatched route %s says "%s"', (url, message) => {
    expect(routeNotFoundError(parseLocation(url))).toEqual({ status: 404, message, path: url });
  });
});
