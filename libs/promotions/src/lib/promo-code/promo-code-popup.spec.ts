import { suppressesPromoCodePopup } from './promo-code-popup';

describe('rule: promo-code-activated popup', () => {
  it.each([
    ['/cashier/deposit', true],
    ['/pl/cashier/deposit/visa', true],
    ['/pt-BR/Cashier/Deposit', true],
    ['/cashier/withdraw', false],
    ['/pl/offers', false],
  ])('on %s suppressed: %s', (path, expected) => {
    expect(suppressesPromoCodePopup(path)).toBe(expected);
  });
});
