import { VALIDATION_LIMITS } from './limits';

describe('VALIDATION_LIMITS', () => {
  it('holds the limits of SPEC.md section 9', () => {
    expect(VALIDATION_LIMITS).toEqual({
      password: { min: 6, max: 20 },
      passwordField: { min: 6 },
      login: { min: 5, max: 30 },
      code: { length: 6 },
      fakename: { min: 4 },
      postcode: { maxDigits: 8 },
    });
  });
});
