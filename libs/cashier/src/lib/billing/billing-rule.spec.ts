import { navigationTo, parseLocation } from '@casino/routing';
import { cashierBilling } from './billing-rule';

describe('rule: /cashier/billing', () => {
  it.each([
    ['/cashier/billing', null, '/cashier/deposit'],
    ['/cashier/billing', '/cashier/history', '/cashier/deposit'],
    ['/pl/cashier/billing', '/pl/gamehall', '/pl/cashier/deposit'],
    ['/pt-BR/cashier/billing?x=1', '/pt-BR/cashier/withdraw', '/pt-BR/cashier/deposit'],
  ])('redirects %s (coming from %s) to %s', (url, from, expected) => {
    const context = navigationTo(url, { isAuthenticated: true, from: from ? parseLocation(from) : null });
    expect(cashierBilling(context)).toEqual({ type: 'redirect', to: expected, replace: true });
  });

  it.each([
    ['/cashier/billing', '/cashier/deposit'],
    ['/pl/cashier/billing', '/pl/cashier/deposit/visa'],
    ['/ar/cashier/billing', '/ar/cashier/deposit?amount=5'],
    ['/pl/cashier/history', null],
  ])('lets %s through when coming from %s', (url, from) => {
    const context = navigationTo(url, { isAuthenticated: true, from: from ? parseLocation(from) : null });
    expect(cashierBilling(context)).toEqual({ type: 'continue' });
  });
});
