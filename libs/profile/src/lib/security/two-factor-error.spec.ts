import { twoFactorProblem } from './two-factor-error';

describe('twoFactorProblem (SPEC.md 8 two-factor server messages)', () => {
  it.each([
    ['code must contain 6 digits', { message: 'codeSixDigits' }],
    ['Time expired', { message: 'codeExpired' }],
    ['two_factor_auth: code is invalid', { message: 'codeInvalid' }],
    ['Resend time is 42', { resendIn: 42 }],
    ['two_factor_auth is enable', undefined],
    [undefined, undefined],
  ])('reads %s', (serverText, expected) => {
    expect(twoFactorProblem(serverText)).toEqual(expected);
  });
});
