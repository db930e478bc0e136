import { accountFixture, platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { PlatformMethod } from '@casino/platform-contract';
import { delay, http, HttpResponse } from 'msw';

/** A call that never answers: the form stays in its submitting state. */
export const pendingHandler = (method: PlatformMethod) =>
  http.post(`*/api/${method}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** auth.login as the platform answers a player with two-factor sign-in on (SPEC.md 4 and 8). */
export const twoFactorLoginHandler = ({ validCode = '123456', resendTime = 60 } = {}) =>
  http.post('*/api/auth.login', async ({ request }) => {
    const code = (await request.formData()).get('code');
    // The transport sends a missing value as null (SPEC.md 7.1).
    const fail = (field: string, message: string, extra: Record<string, number> = {}) =>
      HttpResponse.json({ error: { type: 'InvalidParameterException', error_data: { [field]: [message], ...extra } } });
    if (typeof code !== 'string' || code === '' || code === 'null') return fail('two_factor_auth', 'two_factor_auth is enable', { resend_time: resendTime });
    if (!/^\d{6}$/.test(code)) return fail('code', 'code must contain 6 digits');
    if (code !== validCode) return fail('code', 'two_factor_auth: code is invalid');
    return HttpResponse.json({ data: accountFixture });
  });

export const wrongPasswordHandler = platformErrorHandler('auth.login', 'InvalidParameterException', {
  errorData: { password: ['Wrong login or password'] },
});

/** A visitor: account.getInfo answers uid 0. */
export const visitorHandler = platformHandler('account.getInfo', { ...accountFixture, uid: 0, login: null });
