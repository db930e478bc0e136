import { checkCatalogueCompleteness } from '@casino/i18n';
import { ROUTE_TABLE } from '@casino/routing';
import * as api from './index';

describe('@casino/cashier public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['cashierMessages', 'cashierPageData', 'cashierPages']);
  });

  it('has a page for every cashier route of the route table', () => {
    const cashierRoutes = ROUTE_TABLE.filter((route) => route.path.startsWith('/cashier')).map((route) => route.name);
    expect(Object.keys(api.cashierPages).sort()).toEqual([...cashierRoutes].sort());
  });

  it('translates every message into every locale', async () => {
    expect(await checkCatalogueCompleteness(api.cashierMessages)).toEqual([]);
  });
});
