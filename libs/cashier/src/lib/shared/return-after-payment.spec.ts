import { PAYMENT_SUCCESS_REDIRECT_KEY, RETURN_TTL_MS, rememberReturnAfterPayment, takeReturnAfterPayment } from './return-after-payment';

describe('the return after a payment', () => {
  beforeEach(() => localStorage.clear());

  it('brings the player back to where the payment started, once', () => {
    rememberReturnAfterPayment('/pl/game/book-of-ra?mode=real', localStorage, 1_000);
    expect(takeReturnAfterPayment(localStorage, 2_000)).toBe('/pl/game/book-of-ra?mode=real');
    expect(takeReturnAfterPayment(localStorage, 2_000)).toBeNull();
  });

  it.each([
    ['another site', JSON.stringify({ path: 'https://evil.example/', at: 1_000 })],
    ['a protocol-relative address', JSON.stringify({ path: '//evil.example/x', at: 1_000 })],
    ['a script address', JSON.stringify({ path: 'javascript:alert(1)', at: 1_000 })],
    ['an old payment', JSON.stringify({ path: '/game/x', at: 1_000 - RETURN_TTL_MS - 1 })],
    ['a time in the future', JSON.stringify({ path: '/game/x', at: 5_000 })],
    ['no JSON', '/game/x'],
    ['a wrong shape', JSON.stringify({ path: 42, at: '1' })],
  ])('never follows %s', (_, raw) => {
    localStorage.setItem(PAYMENT_SUCCESS_REDIRECT_KEY, raw);
    expect(takeReturnAfterPayment(localStorage, 1_000)).toBeNull();
    expect(localStorage.getItem(PAYMENT_SUCCESS_REDIRECT_KEY)).toBeNull();
  });
});
