import type { PlatformErrorType } from '@casino/platform-contract';

/**
 * The HTTP status the emulator sends with each error envelope. Input the caller got wrong (a field that breaks a
 * rule of SPEC.md 5, a malformed or oversized body) is a 400; the other business errors travel with 200.
 */
const STATUS_BY_TYPE: Partial<Record<PlatformErrorType, number>> = {
  InvalidParameterException: 400,
  InvalidRequestException: 400,
  MethodNotFoundException: 404,
  InternalServerErrorException: 500,
  UnknownErrorException: 500,
  TooManyRequestsException: 429,
  ApplicationDisabledException: 503,
  ApplicationUnavailableException: 503,
  AccessDeniedException: 403,
  UserBannedException: 403,
};

export type ErrorData = Record<string, string[] | string | number>;

/** A platform error answered in the `{ error: { type } }` envelope of SPEC.md 3 and 8. */
export class PlatformFault extends Error {
  readonly status: number;
  /** Seconds for the Retry-After header of a 429. */
  retryAfter: number | undefined;

  constructor(
    readonly type: PlatformErrorType,
    readonly errorData?: ErrorData,
    status?: number,
    readonly detail?: string,
  ) {
    super(detail ?? type);
    this.status = status ?? STATUS_BY_TYPE[type] ?? 200;
  }

  withRetryAfter(seconds: number) {
    this.retryAfter = seconds;
    return this;
  }

  toBody() {
    return {
      error: {
        type: this.type,
        ...(this.detail ? { message: this.detail } : {}),
        ...(this.errorData ? { error_data: this.errorData } : {}),
      },
    };
  }
}

/** A malformed request (body, headers) with what was wrong in `message`; `status` 400 unless given (413, 415, 409). */
export const invalidRequest = (message: string, status = 400) => new PlatformFault('InvalidRequestException', undefined, status, message);

/** A missing or malformed field: InvalidParameterException with the field's message. */
export const invalidParameter = (field: string, message: string, extra: ErrorData = {}) =>
  new PlatformFault('InvalidParameterException', { [field]: [message], ...extra }, undefined, message);
