import type { PlatformError } from '@casino/api-client';
import { readLoginFailure } from './login-answer';

const invalid = (data: PlatformError['data']): PlatformError => ({ type: 'InvalidParameterException', status: 200, httpStatus: 200, data });

describe('readLoginFailure (SPEC.md 8 two-factor messages)', () => {
  it.each([
    [invalid({ two_factor_auth: ['two_factor_auth is enable'], resend_time: 60 }), { kind: 'code-sent', resendTime: 60 }],
    [invalid({ two_factor_auth: ['two_factor_auth is enable'] }), { kind: 'code-sent', resendTime: 60 }],
    [invalid({ code: ['Resend time is 42'], resend_time: 42 }), { kind: 'resend-wait', resendTime: 42 }],
    [invalid({ code: ['Resend time is 17'] }), { kind: 'resend-wait', resendTime: 17 }],
    [invalid({ code: ['code must contain 6 digits'] }), { kind: 'code-digits' }],
    [invalid({ code: ['Time expired'] }), { kind: 'code-expired' }],
    [invalid({ code: ['two_factor_auth: code is invalid'] }), { kind: 'code-invalid' }],
    [invalid({ two_factor_auth: 'two_factor_auth: code is invalid' }), { kind: 'code-invalid' }],
    [invalid({ password: ['Wrong login or password'] }), { kind: 'wrong-credentials' }],
    [{ type: 'TooManyRequestsException', status: 429, httpStatus: 429 }, { kind: 'too-many-requests' }],
    [
      { type: 'AuthorizationException', status: 200, httpStatus: 200, data: { restriction: 'time_out', ends_at: '2026-12-03T10:00:00.000Z' } },
      { kind: 'restricted', restriction: 'time_out', endsAt: '2026-12-03T10:00:00.000Z' },
    ],
    [
      { type: 'AuthorizationException', status: 200, httpStatus: 200, data: { restriction: 'session_limit', period: 'day', ends_at: '2026-11-27T00:00:00.000Z' } },
      { kind: 'restricted', restriction: 'session_limit', endsAt: '2026-11-27T00:00:00.000Z' },
    ],
    [{ type: 'AuthorizationException', status: 200, httpStatus: 200, data: { restriction: 'deleted_account' } }, { kind: 'unknown' }],
    [{ type: 'UnknownError', status: 500, httpStatus: 0 }, { kind: 'unknown' }],
    [new Error('boom'), { kind: 'unknown' }],
  ])('%j', (error, expected) => {
    expect(readLoginFailure(error)).toEqual(expected);
  });
});
