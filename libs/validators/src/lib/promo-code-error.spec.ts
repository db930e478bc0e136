import { mapPromoCodeError } from './promo-code-error';

const texts = {
  INVALID: 'This promo code is not valid',
  NOT_FOUND: 'There is no such promo code',
  EXPIRED: 'This promo code has expired',
};

describe('mapPromoCodeError', () => {
  it.each<[unknown, { code: string; message: string }]>([
    [{ promo_code: ['EXPIRED'] }, { code: 'EXPIRED', message: 'This promo code has expired' }],
    [{ promo_code: ['NOT_FOUND', 'EXPIRED'] }, { code: 'NOT_FOUND', message: 'There is no such promo code' }],
    [{ promo_code: ['ALREADY_USED'] }, { code: 'ALREADY_USED', message: 'This promo code is not valid' }],
    [{ promo_code: ['toString'] }, { code: 'toString', message: 'This promo code is not valid' }],
    [{ promo_code: [] }, { code: 'INVALID', message: 'This promo code is not valid' }],
    [{ promo_code: [''] }, { code: 'INVALID', message: 'This promo code is not valid' }],
    [{ promo_code: 'EXPIRED' }, { code: 'INVALID', message: 'This promo code is not valid' }],
    [{ email: ['TAKEN'] }, { code: 'INVALID', message: 'This promo code is not valid' }],
    [null, { code: 'INVALID', message: 'This promo code is not valid' }],
    [undefined, { code: 'INVALID', message: 'This promo code is not valid' }],
  ])('%j gives %j', (errorData, expected) => {
    expect(mapPromoCodeError(errorData, texts)).toEqual(expected);
  });
});
