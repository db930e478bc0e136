import { http, HttpResponse } from 'msw';
import qs from 'qs';
import {
  cmsAuthConfigFixture,
  cmsBannersFixture,
  cmsCommonFixture,
  cmsDomainSeoFixture,
  cmsFormsConfigFixture,
  cmsGamesConfigFixture,
  cmsLooseFixture,
  cmsMetaDataToolFixture,
  cmsSeosFixture,
  cmsSessionFixture,
  cmsSettingsSeoFixture,
  cmsUserFixture,
  cmsWebSettingFixture,
} from './cms-fixtures';

const route = (path: string) => `*/cms/api${path}`;
const single = (data: unknown) => HttpResponse.json({ data, meta: {} });
const list = (data: unknown[]) =>
  HttpResponse.json({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });

type Filters = { filters?: Record<string, { $eq?: string }> };
const filtersOf = (request: Request) => qs.parse(new URL(request.url).search.slice(1)) as Filters;
const byField = <T extends Record<string, unknown>>(items: T[], request: Request, field: string) => {
  const expected = filtersOf(request).filters?.[field]?.$eq;
  return expected === undefined ? items : items.filter((item) => item[field] === expected);
};

/** A Strapi error answer, e.g. `cmsErrorHandler('get', '/users/me', 401)`. */
export const cmsErrorHandler = (method: 'get' | 'post', path: string, status: number, message = 'Request failed') =>
  http[method](route(path), () =>
    HttpResponse.json({ data: null, error: { status, name: status === 401 ? 'UnauthorizedError' : 'ValidationError', message, details: {} } }, { status }),
  );

/** One MSW handler per CMS call of SPEC.md 7.3, answering with the fixtures. */
export const cmsHandlers = [
  http.get(route('/common'), () => single(cmsCommonFixture)),
  http.get(route('/settings-seo'), () => single(cmsSettingsSeoFixture)),
  http.get(route('/prazer-config'), () => single(cmsLooseFixture('prazerconfig', { brandName: 'Casino Demo', theme: 'dark' }))),
  http.get(route('/cashier-config'), () => single(cmsLooseFixture('cashierconfi', { historyPageSize: 4 }))),
  http.get(route('/meta-data-tool'), () => single(cmsMetaDataToolFixture)),
  http.get(route('/search-config'), () => single(cmsLooseFixture('searchconfig', { minQueryLength: 2 }))),
  http.get(route('/games-config'), () => single(cmsGamesConfigFixture)),
  http.get(route('/loyalty'), () => single(cmsLooseFixture('loyalty00001', { notificationDurationSeconds: 6 }))),
  http.get(route('/forms-config'), () => single(cmsFormsConfigFixture)),
  http.get(route('/auth-config'), () => single(cmsAuthConfigFixture)),
  http.get(route('/web-setting'), () => single(cmsWebSettingFixture)),
  http.get(route('/seos'), ({ request }) => list(byField(cmsSeosFixture, request, 'url'))),
  http.get(route('/domain-seo-settings'), ({ request }) => list(byField(cmsDomainSeoFixture, request, 'host'))),
  http.get(route('/banners'), () => list(cmsBannersFixture)),
  http.post(route('/auth/local'), () => HttpResponse.json(cmsSessionFixture)),
  http.post(route('/auth/local/register'), () => HttpResponse.json(cmsSessionFixture)),
  http.post(route('/auth/forgot-password'), () => HttpResponse.json({ ok: true })),
  http.post(route('/auth/reset-password'), () => HttpResponse.json(cmsSessionFixture)),
  http.post(route('/auth/change-password'), () => HttpResponse.json(cmsSessionFixture)),
  http.post(route('/auth/send-email-confirmation'), () => HttpResponse.json({ email: cmsUserFixture.email, sent: true })),
  http.get(route('/auth/:provider/callback'), () => HttpResponse.json(cmsSessionFixture)),
  http.get(route('/users/me'), () => HttpResponse.json(cmsUserFixture)),
];
