import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { hashPasswordSync } from '../db/password';
import { nowIso, sql } from '../db/sql';

/** The emulator signs CMS tokens with a per-process secret: a restart signs everyone out of the CMS only. */
const SECRET = randomBytes(32);
const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export function signJwt(userId: number): string {
  const header = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const now = Math.floor(Date.now() / 1000);
  const payload = b64(JSON.stringify({ id: userId, iat: now, exp: now + 30 * 86_400 }));
  const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export function verifyJwt(token: string): number | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { id: number; exp: number };
  return claims.exp * 1000 > Date.now() ? claims.id : null;
}

export type CmsUserRow = { id: number; username: string; email: string; password_hash: string; confirmed: number; reset_token: string | null; created_at: string };

/** The users-permissions user as Strapi v5 answers it. */
export const cmsUser = (row: CmsUserRow) => ({
  id: row.id,
  documentId: `user${row.id.toString().padStart(6, '0')}`,
  username: row.username,
  email: row.email,
  provider: row.username.includes('-social-') ? row.username.split('-social-')[0] : 'local',
  confirmed: row.confirmed === 1,
  blocked: false,
  createdAt: row.created_at,
  updatedAt: row.created_at,
  publishedAt: row.created_at,
});

export function seedCmsUsers(db: Db) {
  sql(db, 'INSERT INTO cms_users (username, email, password_hash, created_at) VALUES (?, ?, ?, ?)').run('demo', 'demo@example.com', hashPasswordSync('demo123'), nowIso(db));
}
