import { PLATFORM_ERROR_TYPES } from '@casino/platform-contract';
import { errorPageFor, fatalErrorOf } from './fatal-error';
import { fieldError, isPlatformError, readErrorBody, unknownError, type PlatformError } from './platform-error';

const error = (type: PlatformError['type'], httpStatus = 200): PlatformError => ({ type, status: httpStatus, httpStatus });

const FATAL: Record<string, { status: 403 | 503 }> = {
  UserBannedException: { status: 403 },
  ApplicationDisabledException: { status: 503 },
  ApplicationUnavailableException: { status: 503 },
};

describe('fatalErrorOf (SPEC.md 8)', () => {
  it.each(PLATFORM_ERROR_TYPES.map((type) => [type, FATAL[type] ?? null] as const))(
    '%s with HTTP 200 -> %o',
    (type, expected) => {
      expect(fatalErrorOf(error(type))).toEqual(expected ? { ...expected, type } : null);
    },
  );

  it.each(PLATFORM_ERROR_TYPES.filter((type) => !FATAL[type]))('%s with HTTP 403 -> the forbidden page', (type) => {
    expect(fatalErrorOf(error(type, 403))).toEqual({ status: 403, type });
  });

  it.each([
    ['an HTTP 403 without a body', unknownError(403), { status: 403, type: 'UnknownError' }],
    ['an HTTP 500 without a body', unknownError(500), null],
    ['a network failure', unknownError(0), null],
  ])('%s', (_case, input, expected) => {
    expect(fatalErrorOf(input)).toEqual(expected);
  });
});

describe('errorPageFor: status mapping of error pages', () => {
  it.each([
    [{ status: 404 }, 'not-found'],
    [{ status: 403 }, 'forbidden'],
    [{ status: 403, type: 'UserBannedException' }, 'user-blocked'],
    [{ status: 503 }, 'maintenance'],
    [{ status: 503, type: 'ApplicationDisabledException' }, 'maintenance'],
    [{ status: 500 }, 'not-found'],
    [{ status: 418 }, 'not-found'],
  ])('%o -> %s', (input, page) => {
    expect(errorPageFor(input)).toBe(page);
  });
});

describe('reading an error body', () => {
  it.each([
    [{ error: { type: 'UserNeedDepositException' } }, 200, { type: 'UserNeedDepositException', status: 200, httpStatus: 200 }],
    [{ error: { type: 'KycWithdrawalException', error_data: { amount: ['Too much'] } } }, 200, { type: 'KycWithdrawalException', status: 200, httpStatus: 200, data: { amount: ['Too much'] } }],
    [{ error: { type: 'SomethingNew' } }, 500, { type: 'UnknownError', status: 500, httpStatus: 500 }],
    [{ data: { uid: 1 } }, 200, null],
    [null, 500, null],
    ['text', 500, null],
  ])('%o with HTTP %i -> %o', (body, status, expected) => {
    expect(readErrorBody(body, status)).toEqual(expected);
  });

  it('gives the first server message of a field', () => {
    const failure: PlatformError = { ...error('InvalidParameterException'), data: { promo_code: ['EXPIRED', 'OTHER'], amount: 'Too low' } };
    expect(fieldError(failure, 'promo_code')).toBe('EXPIRED');
    expect(fieldError(failure, 'amount')).toBe('Too low');
    expect(fieldError(failure, 'login')).toBeUndefined();
  });

  it.each([
    [error('UnknownError'), true],
    [{ status: 'FETCH_ERROR', error: 'x' }, false],
    [new Error('x'), false],
    [undefined, false],
  ])('isPlatformError(%o) is %s', (value, expected) => {
    expect(isPlatformError(value)).toBe(expected);
  });
});
