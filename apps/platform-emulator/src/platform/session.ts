import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { isSecureRequest } from './client';

export const SESSION_COOKIE = 'casino_session';

/**
 * A session ends after an hour without a call (twice the site's own idle sign-out, time_to_force_logout of
 * metadata.getgeneralinfo, so the site's warning comes first) and 12 hours after sign-in whatever happens.
 */
export const SESSION_IDLE_MS = 60 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;

type SessionRow = { account_id: number; last_seen_at: number; expires_at: number };

export function readSessionAccountId(db: Db, request: FastifyRequest, now = clockNow(db)): number | null {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid || sid.length > 64) return null;
  const row = sql(db, 'SELECT account_id, last_seen_at, expires_at FROM sessions WHERE id = ?').get(sid) as SessionRow | undefined;
  if (!row) return null;
  if (now >= row.expires_at || now - row.last_seen_at >= SESSION_IDLE_MS) {
    sql(db, 'DELETE FROM sessions WHERE id = ?').run(sid);
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) sql(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, sid);
  return row.account_id;
}

/** Starts a fresh session for the account; the previous one is dropped (session id rotated on sign-in). */
export function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, accountId: number, now = clockNow(db)) {
  endSession(db, request, reply);
  sql(db, 'DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?').run(now, now - SESSION_IDLE_MS);
  const sid = randomBytes(24).toString('base64url');
  sql(db, 'INSERT INTO sessions (id, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sid,
    accountId,
    new Date(now).toISOString(),
    now,
    now + SESSION_MAX_MS,
  );
  // Secure when the player reached the site over TLS, so the cookie never travels in clear afterwards.
  reply.setCookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecureRequest(request) });
}

export function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) sql(db, 'DELETE FROM sessions WHERE id = ?').run(sid);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of the account but the one of this request (a password change, two-factor turned on). */
export function endOtherSessions(db: Db, request: FastifyRequest, accountId: number) {
  sql(db, 'DELETE FROM sessions WHERE account_id = ? AND id <> ?').run(accountId, request.cookies[SESSION_COOKIE] ?? '');
}

/** Ends every session of the account (a password reset from a mail link). */
export function endAllSessions(db: Db, accountId: number) {
  sql(db, 'DELETE FROM sessions WHERE account_id = ?').run(accountId);
}
