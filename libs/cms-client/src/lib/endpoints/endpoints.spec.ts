// @vitest-environment jsdom
import { recordRequests } from '@casino/api-client/testing';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { cmsErrorHandler, cmsHandlers, cmsSessionFixture, cmsUserFixture } from '../../testing';
import { createCmsTestStore } from '../testing/cms-test-store';
import '../../index';
import { cmsApi } from '../cms-api';
import { configureCmsApi } from '../transport/cms-config';
import { readCmsToken, saveCmsToken } from '../transport/cms-token';
import { cmsConnectUrl } from './auth';

const server = setupServer(...cmsHandlers);
const seen = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureCmsApi({ baseUrl: 'http://localhost/cms/api' }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
  document.cookie = 'cms_jwt=; path=/; Max-Age=0';
  vi.restoreAllMocks();
});
afterAll(() => server.close());

type Call = Promise<{ data?: unknown; error?: unknown }>;
type Initiate = (arg: unknown) => ThunkAction<Call, unknown, unknown, UnknownAction>;
const endpoint = (name: string) => (cmsApi.endpoints as unknown as Record<string, { initiate: Initiate }>)[name];
const call = (name: string, arg?: unknown, locale: 'pl' | 'ar' = 'pl') => createCmsTestStore({ locale }).dispatch(endpoint(name).initiate(arg));

const deep = { populate: 'deep', locale: 'pl' };

/** Every CMS call of SPEC.md 7.3: endpoint, argument, HTTP method, path, query and JSON body. */
const ROWS: [string, unknown, string, string, Record<string, string>, Record<string, string> | null][] = [
  ['getCmsSettingsSeo', undefined, 'GET', '/cms/api/settings-seo', deep, null],
  ['getCmsPrazerConfig', undefined, 'GET', '/cms/api/prazer-config', deep, null],
  ['getCmsCashierConfig', undefined, 'GET', '/cms/api/cashier-config', deep, null],
  ['getCmsMetaDataTool', undefined, 'GET', '/cms/api/meta-data-tool', deep, null],
  ['getCmsSearchConfig', undefined, 'GET', '/cms/api/search-config', deep, null],
  ['getCmsGamesConfig', undefined, 'GET', '/cms/api/games-config', deep, null],
  ['getCmsLoyaltyConfig', undefined, 'GET', '/cms/api/loyalty', deep, null],
  ['getCmsFormsConfig', undefined, 'GET', '/cms/api/forms-config', deep, null],
  ['getCmsAuthConfig', undefined, 'GET', '/cms/api/auth-config', deep, null],
  ['getCmsCommon', undefined, 'GET', '/cms/api/common', deep, null],
  ['getCmsDomainSeo', 'casino.example.com', 'GET', '/cms/api/domain-seo-settings', { 'filters[host][$eq]': 'casino.example.com', locale: 'pl' }, null],
  ['getCmsWebSetting', undefined, 'GET', '/cms/api/web-setting', { 'populate[favicon]': 'true', locale: 'pl' }, null],
  ['getCmsSeo', '/promotions', 'GET', '/cms/api/seos', { 'filters[url][$eq]': '/promotions', locale: 'pl' }, null],
  ['getCmsBanners', undefined, 'GET', '/cms/api/banners', { populate: '*', locale: 'pl' }, null],
  ['cmsLogin', { identifier: 'player@example.com', password: 'secret1' }, 'POST', '/cms/api/auth/local', {}, { identifier: 'player@example.com', password: 'secret1' }],
  ['cmsRegister', { username: 'player', email: 'player@example.com', password: 'secret1' }, 'POST', '/cms/api/auth/local/register', {}, { username: 'player', email: 'player@example.com', password: 'secret1' }],
  ['cmsForgotPassword', { email: 'player@example.com' }, 'POST', '/cms/api/auth/forgot-password', {}, { email: 'player@example.com' }],
  ['cmsResetPassword', { code: 'abc', password: 'secret2', passwordConfirmation: 'secret2' }, 'POST', '/cms/api/auth/reset-password', {}, { code: 'abc', password: 'secret2', passwordConfirmation: 'secret2' }],
  ['cmsChangePassword', { currentPassword: 'secret1', password: 'secret2', passwordConfirmation: 'secret2' }, 'POST', '/cms/api/auth/change-password', {}, { currentPassword: 'secret1', password: 'secret2', passwordConfirmation: 'secret2' }],
  ['cmsSendEmailConfirmation', { email: 'player@example.com' }, 'POST', '/cms/api/auth/send-email-confirmation', {}, { email: 'player@example.com' }],
  ['cmsSocialCallback', { provider: 'google', access_token: 'tok en' }, 'GET', '/cms/api/auth/google/callback', { access_token: 'tok en' }, null],
  ['getCmsMe', undefined, 'GET', '/cms/api/users/me', {}, null],
];

describe('every CMS call sends the request of SPEC.md 7.3', () => {
  it.each(ROWS)('%s(%j) -> %s %s', async (name, arg, method, path, query, body) => {
    const result = await call(name, arg);
    expect(result.error).toBeUndefined();
    const request = await seen.last();
    expect(request).toMatchObject({ method, path, query, body });
    if (body) expect(request.headers.get('content-type')).toBe('application/json');
  });

  it("sends the page's locale from the store", async () => {
    await call('getCmsCommon', undefined, 'ar');
    expect((await seen.last()).query['locale']).toBe('ar');
  });

  it('builds the social connect URL', () => {
    expect(cmsConnectUrl('google')).toBe('http://localhost/cms/api/connect/google');
  });
});

describe('finds and single types answer the document', () => {
  it.each([
    ['getCmsSeo', '/promotions', { url: '/promotions', title: 'Promotions' }],
    ['getCmsSeo', '/nowhere', null],
    ['getCmsDomainSeo', 'localhost', { host: 'localhost' }],
    ['getCmsWebSetting', undefined, { favicon: { url: '/platform/images/brand/favicon.svg' } }],
  ])('%s(%j)', async (name, arg, expected) => {
    const { data } = await call(name, arg);
    if (expected === null) expect(data).toBeNull();
    else expect(data).toMatchObject(expected);
  });
});

describe('CMS token', () => {
  it('sends Bearer from the token cookie when present', async () => {
    saveCmsToken('abc.def.ghi');
    await call('getCmsCommon');
    expect((await seen.last()).headers.get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without the cookie', async () => {
    await call('getCmsCommon');
    expect((await seen.last()).headers.get('authorization')).toBeNull();
  });

  it.each(['cmsLogin', 'cmsRegister'])('%s keeps the token of the answer', async (name) => {
    await call(name, { identifier: 'a', username: 'a', email: 'a@b.cd', password: 'secret1' });
    expect(readCmsToken()).toBe(cmsSessionFixture.jwt);
  });

  it('a failed sign-in keeps no token', async () => {
    server.use(cmsErrorHandler('post', '/auth/local', 400, 'Invalid identifier or password'));
    const { error } = await call('cmsLogin', { identifier: 'a', password: 'wrong' });
    expect(error).toEqual({ status: 400, name: 'ValidationError', message: 'Invalid identifier or password' });
    expect(readCmsToken()).toBeNull();
  });

  it('a successful /users/me keeps the token', async () => {
    saveCmsToken('good');
    const { data } = await call('getCmsMe');
    expect(data).toEqual(cmsUserFixture);
    expect(readCmsToken()).toBe('good');
  });

  it.each([
    ['401', cmsErrorHandler('get', '/users/me', 401)],
    ['500', cmsErrorHandler('get', '/users/me', 500)],
  ])('a failed /users/me (%s) clears the token', async (_case, handler) => {
    server.use(handler);
    saveCmsToken('stale');
    await call('getCmsMe');
    expect(readCmsToken()).toBeNull();
  });
});

describe('failures of SEO and custom scripts are logged and otherwise ignored', () => {
  it.each([
    ['getCmsSettingsSeo', undefined, '/settings-seo'],
    ['getCmsSeo', '/promotions', '/seos'],
    ['getCmsDomainSeo', 'localhost', '/domain-seo-settings'],
    ['getCmsMetaDataTool', undefined, '/meta-data-tool'],
  ])('%s', async (name, arg, path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(cmsErrorHandler('get', path, 500));
    const result = await call(name, arg);
    expect(result.error).toMatchObject({ status: 500 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a malformed answer is a clear error logged with the path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(cmsErrorHandler('get', '/common', 200));
    const { error } = await call('getCmsCommon');
    expect(error).toEqual({ status: 500, name: 'MalformedResponse', message: '/common: malformed payload' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/common'), expect.anything());
  });
});
