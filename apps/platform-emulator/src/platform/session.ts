import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { sql } from '../db/sql';

export const SESSION_COOKIE = 'casino_session';

export function readSessionAccountId(db: Db, request: FastifyRequest): number | null {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return null;
  const row = sql(db, 'SELECT account_id FROM sessions WHERE id = ?').get(sid) as { account_id: number } | undefined;
  return row?.account_id ?? null;
}

/** Starts a fresh session for the account; the previous one is dropped (session id rotated on sign-in). */
export function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, accountId: number) {
  endSession(db, request, reply);
  const sid = randomBytes(24).toString('base64url');
  sql(db, 'INSERT INTO sessions (id, account_id, created_at) VALUES (?, ?, ?)').run(sid, accountId, new Date().toISOString());
  reply.setCookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/' });
}

export function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) sql(db, 'DELETE FROM sessions WHERE id = ?').run(sid);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
