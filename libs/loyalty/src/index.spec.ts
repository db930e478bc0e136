import { checkCatalogueCompleteness } from '@casino/i18n';
import { ROUTE_TABLE } from '@casino/routing';
import * as api from './index';

describe('@casino/loyalty public API', () => {
  it('exposes exactly the names other projects may use', () => {
    expect(Object.keys(api).sort()).toEqual(['LoyaltyNotificationsEffect', 'loyaltyDialogs', 'loyaltyMessages', 'loyaltyPages']);
  });

  it('has a page for each loyalty route of the route table', () => {
    const names = ROUTE_TABLE.map((route) => route.name).filter((name) => name.startsWith('loyalty.'));
    expect(Object.keys(api.loyaltyPages).sort()).toEqual([...names].sort());
  });

  it('registers the five loyalty dialogs of SPEC.md 2.7', () => {
    expect(Object.keys(api.loyaltyDialogs).sort()).toEqual([
      'loyalty-character-change',
      'loyalty-character-change-confirm',
      'loyalty-shop-buy',
      'loyalty-shop-confirm',
      'loyalty-shop-insufficient-funds',
    ]);
  });

  it('is translated into every locale', async () => {
    expect(await checkCatalogueCompleteness(api.loyaltyMessages)).toEqual([]);
  });
});
