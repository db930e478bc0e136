import type { PlatformError } from '@casino/api-client';
import { describePaymentError } from './payment-error';

const error = (type: PlatformError['type'], extra: Partial<PlatformError> = {}): PlatformError => ({ type, status: 200, httpStatus: 200, ...extra });

describe('describePaymentError', () => {
  it.each([
    ['BillingDepositLimitExceededException', 'lowerAmount'],
    ['BillingTransactionDeclinedException', 'otherMethod'],
    ['BillingUnavailableException', 'otherMethod'],
    ['BillingServiceErrorException', 'tryLater'],
    ['WithdrawalDeclinedException', 'lowerAmount'],
    ['WithdrawalLimitsExceededException', 'lowerAmount'],
    ['WithdrawalLimitsPeriodExceededException', 'tryLater'],
    ['KycUserProfileException', 'completeProfile'],
    ['KycWithdrawalException', 'verifyIdentity'],
    ['SumsubVerificationRequiredException', 'verifyIdentity'],
    ['RequisitesOnVerificationException', 'tryLater'],
    ['RequisitesValidationRequiredException', 'tryLater'],
    ['RequisitesFraudulentException', 'contactSupport'],
  ] as const)('%s tells the player to %s, and the payment may be sent anew', (type, next) => {
    expect(describePaymentError(error(type))).toEqual({ kind: type, next, fieldErrors: {}, outcomeUnknown: false });
  });

  it('reads the amount still possible from error_data', () => {
    expect(describePaymentError(error('BillingDepositLimitExceededException', { data: { available_amount: 40 } })).amount).toBe(40);
    expect(describePaymentError(error('WithdrawalLimitsExceededException', { data: { max_amount: '3000' } })).amount).toBe(3000);
  });

  it('puts invalid parameters under their fields', () => {
    const view = describePaymentError(error('InvalidParameterException', { data: { 'requisites.iban': ['Wrong iban'], amount: 'Min value is 10' } }));
    expect(view).toMatchObject({ next: 'fixFields', fieldErrors: { 'requisites.iban': 'Wrong iban', amount: 'Min value is 10' } });
  });

  it('treats no answer and gateway errors as an unknown outcome to retry with the same key', () => {
    expect(describePaymentError(error('UnknownError', { status: 500, httpStatus: 0 }))).toMatchObject({ kind: 'NoAnswer', next: 'retry', outcomeUnknown: true });
    expect(describePaymentError(error('UnknownError', { status: 500, httpStatus: 502 }))).toMatchObject({ kind: 'NoAnswer', outcomeUnknown: true });
    expect(describePaymentError(new Error('boom'))).toMatchObject({ kind: 'Unknown', outcomeUnknown: true });
  });
});
