import { isPlatformError, type PlatformError } from '@casino/api-client';

/** What the player is told to do next about a refused payment (DESIGN.md: every refusal says what to do). */
export type NextStep = 'lowerAmount' | 'verifyIdentity' | 'completeProfile' | 'tryLater' | 'otherMethod' | 'contactSupport' | 'retry' | 'fixFields';

/** The refusals the cashier explains, each with its own text (SPEC.md 8). */
export const PAYMENT_ERROR_KINDS = [
  'BillingDepositLimitExceededException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingServiceErrorException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
  'TooManyRequestsException',
  'InvalidParameterException',
  'NoAnswer',
  'Unknown',
] as const;
export type PaymentErrorKind = (typeof PAYMENT_ERROR_KINDS)[number];

export const NEXT_STEP: Record<PaymentErrorKind, NextStep> = {
  BillingDepositLimitExceededException: 'lowerAmount',
  BillingTransactionDeclinedException: 'otherMethod',
  BillingUnavailableException: 'otherMethod',
  BillingServiceErrorException: 'tryLater',
  WithdrawalDeclinedException: 'lowerAmount',
  WithdrawalLimitsExceededException: 'lowerAmount',
  WithdrawalLimitsPeriodExceededException: 'tryLater',
  KycUserProfileException: 'completeProfile',
  KycWithdrawalException: 'verifyIdentity',
  SumsubVerificationRequiredException: 'verifyIdentity',
  RequisitesOnVerificationException: 'tryLater',
  RequisitesValidationRequiredException: 'tryLater',
  RequisitesFraudulentException: 'contactSupport',
  TooManyRequestsException: 'tryLater',
  InvalidParameterException: 'fixFields',
  NoAnswer: 'retry',
  Unknown: 'tryLater',
};

export type PaymentErrorView = {
  kind: PaymentErrorKind;
  next: NextStep;
  /** The amount the server says is still possible (error_data.available_amount or max_amount). */
  amount?: number;
  /** Per-field messages of an InvalidParameterException, keyed by the form's field names. */
  fieldErrors: Record<string, string>;
  /**
   * Whether the outcome is unknown (no answer, a gateway error): the same attempt may be sent again with
   * its Idempotency-Key, because the platform may already have taken it.
   */
  outcomeUnknown: boolean;
};

const KNOWN: ReadonlySet<string> = new Set(PAYMENT_ERROR_KINDS);

const firstText = (value: unknown): string | undefined => {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' ? String(first) : undefined;
};

const numberOf = (value: unknown): number | undefined => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** The fields of `error_data` as the form names them (`requisites.iban` stays as is: final-form reads dotted names). */
function fieldErrorsOf(error: PlatformError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(error.data ?? {})) {
    const text = firstText(value);
    if (text !== undefined && name !== 'available_amount' && name !== 'max_amount') fields[name] = text;
  }
  return fields;
}

/** Reads a failed makedeposit / makewithdrawal (or any cashier call) as the player should hear it. */
export function describePaymentError(error: unknown): PaymentErrorView {
  if (!isPlatformError(error)) return { kind: 'Unknown', next: NEXT_STEP.Unknown, fieldErrors: {}, outcomeUnknown: true };
  // No answer or a bare gateway status: the payment may or may not have been taken.
  const noAnswer = error.type === 'UnknownError' && (error.httpStatus === 0 || error.httpStatus >= 500);
  const kind: PaymentErrorKind = noAnswer ? 'NoAnswer' : KNOWN.has(error.type) ? (error.type as PaymentErrorKind) : 'Unknown';
  const amount = numberOf(error.data?.['available_amount']) ?? numberOf(error.data?.['max_amount']);
  return {
    kind,
    next: NEXT_STEP[kind],
    ...(amount !== undefined ? { amount } : {}),
    fieldErrors: kind === 'InvalidParameterException' ? fieldErrorsOf(error) : {},
    outcomeUnknown: noAnswer || error.type === 'InternalServerErrorException',
  };
}
