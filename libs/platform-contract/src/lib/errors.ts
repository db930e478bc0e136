import * as v from 'valibot';

/** The server error types of SPEC.md section 8, in the spec's order. */
export const PLATFORM_ERROR_TYPES = [
  'UnknownErrorException',
  'ApplicationDisabledException',
  'MethodNotFoundException',
  'AuthorizationException',
  'InvalidRequestException',
  'InternalServerErrorException',
  'AccessDeniedException',
  'UserDeletedException',
  'UserBannedException',
  'UserNeedDepositException',
  'UserNeedProfileDataException',
  'UserNeedConfirmContactException',
  'ApplicationUnavailableException',
  'InvalidParameterException',
  'TooManyRequestsException',
  'BillingServiceErrorException',
  'BillingTransactionDeclinedException',
  'BillingUnavailableException',
  'BillingDepositLimitExceededException',
  'WithdrawalDeclinedException',
  'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException',
  'KycUserProfileException',
  'KycWithdrawalException',
  'StorageQuotaExceededException',
  'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException',
  'RequisitesFraudulentException',
] as const;

export type PlatformErrorType = (typeof PLATFORM_ERROR_TYPES)[number];
/** The client's fallback when an HTTP error carries no error body (SPEC.md 8). */
export type ClientErrorType = PlatformErrorType | 'UnknownError';

/** Per-field messages, e.g. `{ password: ['Wrong password'] }` or `{ promo_code: ['EXPIRED'] }`. */
export const errorDataSchema = v.record(v.string(), v.union([v.array(v.string()), v.string(), v.number()]));
export type ErrorData = v.InferOutput<typeof errorDataSchema>;

export const errorResponseSchema = v.object({
  error: v.object({
    type: v.picklist(PLATFORM_ERROR_TYPES),
    message: v.optional(v.string()),
    error_data: v.optional(errorDataSchema),
  }),
});
export type ErrorResponse = v.InferOutput<typeof errorResponseSchema>;
