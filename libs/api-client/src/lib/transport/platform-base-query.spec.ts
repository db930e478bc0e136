import { accountInfoSchema, resultSchema, type PlatformMethod } from '@casino/platform-contract';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { platformFatalError } from '../errors/fatal-error';
import {
  accountFixture,
  platformErrorHandler,
  platformHandler,
  platformHandlers,
  platformHttpErrorHandler,
  recordRequests,
} from '../../testing';
import { platformBaseQuery, type PlatformRequest } from './platform-base-query';
import { configurePlatformApi } from './platform-config';

const server = setupServer(...platformHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let inFrame = false;
/** The store's state as the transport reads it: the page locale (see `pageLocaleSlice` in i18n). */
let state: unknown = { pageLocale: { locale: 'pl' } };
beforeEach(() => {
  inFrame = false;
  state = { pageLocale: { locale: 'pl' } };
  configurePlatformApi({ baseUrl: 'http://localhost/api', isInFrame: () => inFrame, retryBaseDelayMs: 1 });
});

function run(request: PlatformRequest, type: 'query' | 'mutation' = 'query') {
  const dispatch = vi.fn();
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch,
    getState: () => state,
    extra: undefined,
    endpoint: 'test',
    type,
  };
  return Promise.resolve(platformBaseQuery(request, api, {})).then((result) => ({ result, dispatch }));
}

const get = (method: PlatformMethod, params?: PlatformRequest['params']): PlatformRequest => ({
  method,
  params,
  schema: v.unknown(),
});

describe('platformBaseQuery: SPEC.md 7.1', () => {
  it('calls /api/{method} with same-origin credentials and returns the envelope data', async () => {
    const { result } = await run({ method: 'account.getInfo', schema: accountInfoSchema });
    expect(result).toEqual({ data: accountFixture });
    const request = await seen.last();
    expect(request).toMatchObject({ method: 'GET', path: '/api/account.getInfo', body: null });
  });

  it.each([
    ['outside a frame', false, { v: '2.32', locale: 'pl' }],
    ['inside a frame', true, { v: '2.32', locale: 'pl', _non_strict: 'true' }],
  ])('sends v and locale on every query %s', async (_case, frame, query) => {
    inFrame = frame;
    await run(get('metadata.getgeneralinfo'));
    expect((await seen.last()).query).toEqual(query);
  });

  it("sends the page's locale from the store, read at call time, and the default without one", async () => {
    state = { pageLocale: { locale: 'en' } };
    await run(get('metadata.getgeneralinfo'));
    state = { pageLocale: { locale: 'pt-BR' } };
    await run(get('metadata.getgeneralinfo'));
    state = {};
    await run(get('metadata.getgeneralinfo'));
    expect((await seen.all()).map((request) => request.query['locale'])).toEqual(['en', 'pt-BR', 'en']);
  });

  it.each([
    ['a null value is dropped', { offset: null, count: 10 }, { count: '10' }],
    ['an undefined value is dropped', { offset: undefined, count: 4 }, { count: '4' }],
    ['zero and false are kept', { offset: 0, flag: false }, { offset: '0', flag: 'false' }],
    ['a list is comma-separated', { types: ['casino', 'slot'] }, { types: 'casino,slot' }],
  ])('query values: %s', async (_case, params, expected) => {
    await run(get('banners.get', params));
    expect((await seen.last()).query).toEqual({ ...expected, v: '2.32', locale: 'pl' });
  });

  it.each([
    ['a value is sent as text', { contact: 'a@b.cd' }, { contact: 'a@b.cd' }],
    ['a number is sent as text', { subscription: 1 }, { subscription: '1' }],
    ['a missing value becomes null', { contact: 'a@b.cd', phone_country_code: undefined }, { contact: 'a@b.cd', phone_country_code: 'null' }],
    ['a null value becomes null', { code: null }, { code: 'null' }],
    ['a missing field named text becomes an empty string', { channel_id: 'c1', text: undefined }, { channel_id: 'c1', text: '' }],
    ['a null field named text becomes an empty string', { text: null }, { text: '' }],
    ['a given text is kept', { text: 'hello' }, { text: 'hello' }],
  ])('POST bodies are multipart form data: %s', async (_case, body, expected) => {
    await run({ method: 'account.addcontact', body, schema: v.unknown() }, 'mutation');
    const request = await seen.last();
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toEqual(expected);
    expect(request.query).toEqual({ v: '2.32', locale: 'pl' });
  });

  it('sends a POST without fields as an empty multipart body', async () => {
    await run({ method: 'account.setUserOnVerification', schema: v.unknown() }, 'mutation');
    expect((await seen.last()).body).toEqual({});
  });

  it('uses the configured base URL, so the site can point at a real platform', async () => {
    configurePlatformApi({ baseUrl: 'https://platform.example.com/api', isInFrame: () => false });
    server.use(http.get('https://platform.example.com/api/metadata.getgeneralinfo', () => HttpResponse.json({ data: 1 })));
    const { result } = await run(get('metadata.getgeneralinfo'));
    expect(result).toEqual({ data: 1 });
  });
});

describe('platformBaseQuery: errors (SPEC.md 8)', () => {
  it.each([
    ['an error body with HTTP 200', platformErrorHandler('auth.login', 'InvalidParameterException', { errorData: { password: ['Wrong login or password'] } }), { type: 'InvalidParameterException', status: 200, httpStatus: 200, data: { password: ['Wrong login or password'] } }],
    ['an error body with HTTP 429', platformErrorHandler('auth.login', 'TooManyRequestsException', { status: 429 }), { type: 'TooManyRequestsException', status: 429, httpStatus: 429 }],
    ['an HTTP error without a body', platformHttpErrorHandler('auth.login', 502), { type: 'UnknownError', status: 500, httpStatus: 502 }],
    ['an HTTP 404 without a body', platformHttpErrorHandler('auth.login', 404), { type: 'UnknownError', status: 500, httpStatus: 404 }],
    ['an HTML error page', http.post('*/api/auth.login', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })), { type: 'UnknownError', status: 500, httpStatus: 502 }],
    ['an unknown error type', http.post('*/api/auth.login', () => HttpResponse.json({ error: { type: 'BrandNewException' } }, { status: 400 })), { type: 'UnknownError', status: 400, httpStatus: 400 }],
    ['no answer at all', http.post('*/api/auth.login', () => HttpResponse.error()), { type: 'UnknownError', status: 500, httpStatus: 0 }],
  ])('%s becomes a typed PlatformError', async (_case, handler, expected) => {
    server.use(handler);
    const { result } = await run({ method: 'auth.login', body: {}, schema: v.unknown() }, 'mutation');
    expect(result.error).toMatchObject(expected);
  });

  it('turns a payload that breaks the contract into a clear error logged with the method name', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(platformHandler('account.getInfo', { uid: 'not a number' }));
    const { result } = await run({ method: 'account.getInfo', schema: accountInfoSchema });
    expect(result.error).toMatchObject({ type: 'UnknownError', status: 500, httpStatus: 200, message: 'account.getInfo: malformed payload' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('account.getInfo'), expect.anything());
  });

  it.each([
    ['UserBannedException', 403, { status: 403, type: 'UserBannedException' }],
    ['ApplicationDisabledException', 503, { status: 503, type: 'ApplicationDisabledException' }],
    ['ApplicationUnavailableException', 200, { status: 503, type: 'ApplicationUnavailableException' }],
    ['AccessDeniedException', 403, { status: 403, type: 'AccessDeniedException' }],
  ] as const)('dispatches the fatal error of %s (HTTP %i)', async (type, status, fatal) => {
    server.use(platformErrorHandler('account.getInfo', type, { status }));
    const { dispatch } = await run({ method: 'account.getInfo', schema: accountInfoSchema });
    expect(dispatch).toHaveBeenCalledWith(platformFatalError(fatal));
  });

  it('dispatches the forbidden page for any HTTP 403, even without a body', async () => {
    server.use(platformHttpErrorHandler('account.getInfo', 403));
    const { dispatch } = await run({ method: 'account.getInfo', schema: accountInfoSchema });
    expect(dispatch).toHaveBeenCalledWith(platformFatalError({ status: 403, type: 'UnknownError' }));
  });

  it('does not dispatch anything for an ordinary business error', async () => {
    server.use(platformErrorHandler('account.getInfo', 'AuthorizationException'));
    const { dispatch } = await run({ method: 'account.getInfo', schema: accountInfoSchema });
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('platformBaseQuery: retries', () => {
  const failing = (method: PlatformMethod, statuses: number[], headers?: Record<string, string>) => {
    let call = 0;
    const answer = () => {
      const status = statuses[call++];
      return status ? new HttpResponse(null, { status, headers }) : HttpResponse.json({ data: { result: 1 } });
    };
    server.use(http.get(`*/api/${method}`, answer), http.post(`*/api/${method}`, answer));
  };

  it.each([
    ['a 500 then success', [500], 2, true],
    ['a 503 then success', [503], 2, true],
    ['a 429 then success', [429], 2, true],
    ['two 502 then success', [502, 502], 3, true],
    ['three 500: gives up after 2 retries', [500, 500, 500], 3, false],
    ['a 400 is not retried', [400], 1, false],
    ['a 404 is not retried', [404], 1, false],
  ])('a GET query with %s', async (_case, statuses, calls, succeeds) => {
    failing('account.getBalance', statuses);
    const { result } = await run({ method: 'account.getBalance', schema: resultSchema });
    expect(seen.count()).toBe(calls);
    expect('data' in result).toBe(succeeds);
  });

  it('retries a network failure of a GET query', async () => {
    let call = 0;
    server.use(http.get('*/api/account.getBalance', () => (call++ ? HttpResponse.json({ data: { result: 1 } }) : HttpResponse.error())));
    const { result } = await run({ method: 'account.getBalance', schema: resultSchema });
    expect(result).toEqual({ data: { result: 1 } });
  });

  it('waits as long as Retry-After says', async () => {
    failing('account.getBalance', [429], { 'Retry-After': '1' });
    const started = Date.now();
    await run({ method: 'account.getBalance', schema: resultSchema });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(seen.count()).toBe(2);
  });

  it.each([
    ['a POST mutation', 'cashier.makedeposit', 'mutation'],
    ['a GET mutation (logout)', 'auth.logout', 'mutation'],
  ] as const)('never retries %s', async (_case, method, type) => {
    failing(method, [503]);
    await run({ method, body: {}, schema: resultSchema }, type);
    expect(seen.count()).toBe(1);
  });
});

describe('platformBaseQuery: payments', () => {
  it('sends the Idempotency-Key of the attempt', async () => {
    await run({ method: 'cashier.makedeposit', body: { amount: 10 }, schema: v.unknown(), idempotencyKey: 'attempt-1' }, 'mutation');
    expect((await seen.last()).headers.get('Idempotency-Key')).toBe('attempt-1');
  });

  it('sends a double click of the same attempt only once, and both get the answer', async () => {
    server.use(platformHandler('cashier.makedeposit', { id: 7 }, { delayMs: 30 }));
    const request: PlatformRequest = { method: 'cashier.makedeposit', body: { amount: 10 }, schema: v.unknown(), idempotencyKey: 'attempt-2' };
    const [first, second] = await Promise.all([run(request, 'mutation'), run(request, 'mutation')]);
    expect(seen.count()).toBe(1);
    expect(first.result).toEqual({ data: { id: 7 } });
    expect(second.result).toEqual({ data: { id: 7 } });
  });

  it('sends a new attempt with a new key', async () => {
    const base = { method: 'cashier.makedeposit', body: { amount: 10 }, schema: v.unknown() } as const;
    await Promise.all([run({ ...base, idempotencyKey: 'a' }, 'mutation'), run({ ...base, idempotencyKey: 'b' }, 'mutation')]);
    expect(seen.count()).toBe(2);
  });
});
