import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { LOCALES } from '@casino/platform-contract';
import { toLocale } from '../content/texts';
import type { Db } from '../db/database';
import { hashPassword, verifyPassword } from '../db/password';
import { nowIso, sql } from '../db/sql';
import { deliver } from '../services/outbox';
import { cmsUser, signJwt, verifyJwt, type CmsUserRow } from './auth';
import { cmsBanners, CUSTOM_REDIRECTS, DOMAIN_SEO, SINGLE_TYPES } from './content';
import { seoEntries } from './seo';

type CmsQuery = { locale?: string; filters?: Record<string, Record<string, string>>; pagination?: { page?: string; pageSize?: string } };

/** Strapi query strings (`filters[url][$eq]=/`, `populate=*`) need qs, not the flat default parser. */
const readQuery = (request: FastifyRequest) => qs.parse(request.raw.url?.split('?')[1] ?? '', { depth: 6 }) as CmsQuery;

const stamp = '2026-01-15T09:00:00.000Z';
/** A Strapi v5 document: flat attributes with id, documentId, locale and timestamps (an entry may carry its own updatedAt). */
const documentOf = (id: number, name: string, locale: string, attributes: Record<string, unknown>) => ({
  id,
  documentId: `${name.replace(/[^a-z]/g, '').slice(0, 12)}${String(id).padStart(6, '0')}`,
  createdAt: stamp,
  updatedAt: stamp,
  ...attributes,
  publishedAt: stamp,
  locale,
});

/** Applies `filters[field][$eq|$eqi|$contains]` to a collection. */
function applyFilters<T extends Record<string, unknown>>(items: T[], filters: CmsQuery['filters']): T[] {
  if (!filters) return items;
  return items.filter((item) =>
    Object.entries(filters).every(([field, condition]) =>
      Object.entries(condition ?? {}).every(([operator, expected]) => {
        const value = String(item[field] ?? '');
        if (operator === '$eq') return value === expected;
        if (operator === '$eqi') return value.toLowerCase() === String(expected).toLowerCase();
        if (operator === '$contains') return value.includes(String(expected));
        return true;
      }),
    ),
  );
}

function collection(items: Array<Record<string, unknown>>, query: CmsQuery, name: string, locale: string) {
  const filtered = applyFilters(items, query.filters);
  const pageSize = Math.min(100, Number(query.pagination?.pageSize ?? 25) || 25);
  const page = Math.max(1, Number(query.pagination?.page ?? 1) || 1);
  const data = filtered.slice((page - 1) * pageSize, page * pageSize).map((item, index) => documentOf(Number(item['id'] ?? index + 1), name, locale, item));
  return { data, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(filtered.length / pageSize)), total: filtered.length } } };
}

const strapiError = (reply: FastifyReply, status: number, name: string, message: string) =>
  reply.code(status).send({ data: null, error: { status, name, message, details: {} } });

const bearerUser = (db: Db, request: FastifyRequest): CmsUserRow | undefined => {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  const id = token ? verifyJwt(token) : null;
  return id ? (sql(db, 'SELECT * FROM cms_users WHERE id = ?').get(id) as CmsUserRow | undefined) : undefined;
};

const session = (row: CmsUserRow) => ({ jwt: signJwt(row.id), user: cmsUser(row) });
type Body = Record<string, string | undefined>;

/** The content service of SPEC.md 7.3 in the Strapi v5 REST shape, under /cms/api. */
export function registerCmsRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Params: { type: string } }>('/cms/api/:type', async (request, reply) => {
    const query = readQuery(request);
    const locale = toLocale(query.locale);
    const { type } = request.params;
    const single = SINGLE_TYPES[type];
    if (single) return { data: documentOf(1, type, locale, single(locale)), meta: {} };
    switch (type) {
      case 'seos':
        return collection(seoEntries(locale).map((entry, index) => ({ id: index + 1, ...entry })), query, type, locale);
      case 'domain-seo-settings':
        return collection(DOMAIN_SEO.map((entry, index) => ({ id: index + 1, ...entry })), query, type, locale);
      case 'banners':
        return collection(cmsBanners(locale), query, type, locale);
      case 'redirects':
        return collection(CUSTOM_REDIRECTS.map((entry, index) => ({ id: index + 1, ...entry })), query, type, locale);
      case 'i18n-locales':
        return LOCALES.map((code, index) => ({ id: index + 1, code, name: code, isDefault: code === 'en' }));
      default:
        return strapiError(reply, 404, 'NotFoundError', 'Not Found');
    }
  });

  app.post<{ Body: Body }>('/cms/api/auth/local', async (request, reply) => {
    const { identifier, password } = request.body ?? {};
    const row = sql(db, 'SELECT * FROM cms_users WHERE email = ? OR username = ?').get(identifier ?? '', identifier ?? '') as CmsUserRow | undefined;
    if (!row || !password || !(await verifyPassword(password, row.password_hash))) return strapiError(reply, 400, 'ValidationError', 'Invalid identifier or password');
    return session(row);
  });

  app.post<{ Body: Body }>('/cms/api/auth/local/register', async (request, reply) => {
    const { username, email, password } = request.body ?? {};
    if (!username || !email || !password || password.length < 6) return strapiError(reply, 400, 'ValidationError', 'username, email and password (6+) are required');
    if (sql(db, 'SELECT 1 FROM cms_users WHERE email = ? OR username = ?').get(email, username)) {
      return strapiError(reply, 400, 'ApplicationError', 'Email or Username are already taken');
    }
    const result = sql(db, 'INSERT INTO cms_users (username, email, password_hash, created_at) VALUES (?, ?, ?, ?)').run(username, email, await hashPassword(password), nowIso(db));
    return session(sql(db, 'SELECT * FROM cms_users WHERE id = ?').get(result.lastInsertRowid) as CmsUserRow);
  });

  app.post<{ Body: Body }>('/cms/api/auth/forgot-password', async (request) => {
    const email = request.body?.email ?? '';
    const row = sql(db, 'SELECT * FROM cms_users WHERE email = ?').get(email) as CmsUserRow | undefined;
    if (row) {
      const code = randomCode();
      sql(db, 'UPDATE cms_users SET reset_token = ? WHERE id = ?').run(code, row.id);
      deliver(db, row.email, 'mail.restore.subject', 'mail.code.body', 'en', { code });
    }
    return { ok: true };
  });

  app.post<{ Body: Body }>('/cms/api/auth/reset-password', async (request, reply) => {
    const { code, password, passwordConfirmation } = request.body ?? {};
    if (!password || password !== passwordConfirmation) return strapiError(reply, 400, 'ValidationError', 'Passwords do not match');
    const row = sql(db, 'SELECT * FROM cms_users WHERE reset_token = ?').get(code ?? '') as CmsUserRow | undefined;
    if (!row || !code) return strapiError(reply, 400, 'ValidationError', 'Incorrect code provided');
    sql(db, 'UPDATE cms_users SET password_hash = ?, reset_token = NULL WHERE id = ?').run(await hashPassword(password), row.id);
    return session(row);
  });

  app.post<{ Body: Body }>('/cms/api/auth/change-password', async (request, reply) => {
    const row = bearerUser(db, request);
    if (!row) return strapiError(reply, 401, 'UnauthorizedError', 'Missing or invalid credentials');
    const { currentPassword, password, passwordConfirmation } = request.body ?? {};
    if (!currentPassword || !(await verifyPassword(currentPassword, row.password_hash))) return strapiError(reply, 400, 'ValidationError', 'The provided current password is invalid');
    if (!password || password !== passwordConfirmation) return strapiError(reply, 400, 'ValidationError', 'Passwords do not match');
    sql(db, 'UPDATE cms_users SET password_hash = ? WHERE id = ?').run(await hashPassword(password), row.id);
    return session(row);
  });

  app.post<{ Body: Body }>('/cms/api/auth/send-email-confirmation', async (request) => {
    const email = request.body?.email ?? '';
    if (sql(db, 'SELECT 1 FROM cms_users WHERE email = ?').get(email)) deliver(db, email, 'mail.code.subject', 'mail.code.body', 'en', { code: randomCode() });
    return { email, sent: true };
  });

  app.get<{ Params: { provider: string }; Querystring: { access_token?: string } }>('/cms/api/auth/:provider/callback', async (request, reply) => {
    const { provider } = request.params;
    const token = request.query.access_token ?? '';
    if (!token.startsWith('emulator-')) return strapiError(reply, 400, 'ValidationError', 'Invalid access_token');
    const username = `${provider}-social-${token.slice('emulator-'.length) || 'user'}`.slice(0, 60);
    let row = sql(db, 'SELECT * FROM cms_users WHERE username = ?').get(username) as CmsUserRow | undefined;
    if (!row) {
      const result = sql(db, 'INSERT INTO cms_users (username, email, password_hash, created_at) VALUES (?, ?, ?, ?)').run(username, `${username}@social.local`, await hashPassword(randomCode()), nowIso(db));
      row = sql(db, 'SELECT * FROM cms_users WHERE id = ?').get(result.lastInsertRowid) as CmsUserRow;
    }
    return session(row);
  });

  /** Strapi's connect URL; with no real provider, it returns at once to the site's callback page with a token. */
  app.get<{ Params: { provider: string } }>('/cms/api/connect/:provider', async (request, reply) =>
    reply.redirect(`/connect/${encodeURIComponent(request.params.provider)}/redirect?access_token=emulator-${Date.now().toString(36)}`),
  );

  app.get('/cms/api/users/me', async (request, reply) => {
    const row = bearerUser(db, request);
    if (!row) return strapiError(reply, 401, 'UnauthorizedError', 'Missing or invalid credentials');
    return cmsUser(row);
  });
}

const randomCode = () => Math.random().toString(36).slice(2, 10);
