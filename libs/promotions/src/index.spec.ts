import { checkCatalogueCompleteness } from '@casino/i18n';
import { ROUTE_TABLE } from '@casino/routing';
import * as api from './index';

describe('@casino/promotions public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['promotionsDialogs', 'promotionsMessages', 'promotionsPageData', 'promotionsPages']);
  });

  it('has a page for each promotions and offers route of the route table', () => {
    const names = ROUTE_TABLE.map((route) => route.name).filter((name) => name.startsWith('promotions.') || name.startsWith('offers.'));
    expect(Object.keys(api.promotionsPages).sort()).toEqual([...names].sort());
  });

  it('registers the promo-code-activated and campaign dialogs (SPEC.md 2.7)', () => {
    expect(Object.keys(api.promotionsDialogs).sort()).toEqual(['campaign', 'promo-code-activated']);
  });

  it('is translated into every locale', async () => {
    expect(await checkCatalogueCompleteness(api.promotionsMessages)).toEqual([]);
  });
});
