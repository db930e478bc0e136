import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { sql } from '../db/sql';
import { logSessionSeen, logSessionsEnded, logSessionStart } from '../services/responsible-gaming/play-time';
import { sessionLimitFault, sessionTimeUsedUp, signInRefusal } from '../services/responsible-gaming/restrictions';
import { isSecureRequest } from './client';
import { PlatformFault } from './fault';

export const SESSION_COOKIE = 'casino_session';

/**
 * A session ends after an hour without a call (twice the site's own idle sign-out, time_to_force_logout of
 * metadata.getgeneralinfo, so the site's warning comes first) and 12 hours after sign-in whatever happens, and at
 * once when the player's session-time limit is used up (responsible gaming).
 */
export const SESSION_IDLE_MS = 60 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most once a minute per session, not on every call. */
const TOUCH_EVERY_MS = 60_000;

type SessionRow = { account_id: number; last_seen_at: number; expires_at: number; log_id: number | null };

/** Why the session of a request ended while it was being read (its session-time limit), for the answer to say. */
const endedByLimit = new WeakMap<FastifyRequest, PlatformFault>();

/** Deletes sessions and records in the play-time log when each ended. */
function deleteSessions(db: Db, where: string, params: unknown[], endedAt: (row: { log_id: number | null; last_seen_at: number; expires_at: number }) => number) {
  const rows = sql(db, `SELECT log_id, last_seen_at, expires_at FROM sessions WHERE ${where}`).all(...params) as Array<{ log_id: number | null; last_seen_at: number; expires_at: number }>;
  for (const row of rows) logSessionsEnded(db, [row.log_id], endedAt(row));
  sql(db, `DELETE FROM sessions WHERE ${where}`).run(...params);
}

/** When a lapsed session stopped counting: its last call, or its hard end, whichever came first. */
const lapsedAt = (row: { last_seen_at: number; expires_at: number }) => Math.min(row.last_seen_at, row.expires_at);

export function readSessionAccountId(db: Db, request: FastifyRequest, now = clockNow(db)): number | null {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid || sid.length > 64) return null;
  const row = sql(db, 'SELECT account_id, last_seen_at, expires_at, log_id FROM sessions WHERE id = ?').get(sid) as SessionRow | undefined;
  if (!row) return null;
  if (now >= row.expires_at || now - row.last_seen_at >= SESSION_IDLE_MS) {
    deleteSessions(db, 'id = ?', [sid], lapsedAt);
    return null;
  }
  // A session-time limit used up ends every session of the player at once; this call says why.
  const usedUp = sessionTimeUsedUp(db, row.account_id, now);
  if (usedUp) {
    deleteSessions(db, 'account_id = ?', [row.account_id], () => now);
    endedByLimit.set(request, sessionLimitFault(usedUp));
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
    sql(db, 'UPDATE sessions SET last_seen_at = ? WHERE id = ?').run(now, sid);
    logSessionSeen(db, row.log_id, now);
  }
  return row.account_id;
}

/**
 * The refusal of a call that needs a session and has none: AuthorizationException, with the session-time limit's
 * restriction when that is what just ended the session (read after readSessionAccountId).
 */
export const noSessionFault = (request: FastifyRequest) => endedByLimit.get(request) ?? new PlatformFault('AuthorizationException');

/** When the session of this request began (the play-time log), or null without one. */
export function sessionStartedAt(db: Db, request: FastifyRequest): number | null {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return null;
  // A session made before the play-time log existed has only its created_at.
  const row = sql(db, 'SELECT l.started_at, s.created_at FROM sessions s LEFT JOIN session_log l ON l.id = s.log_id WHERE s.id = ?').get(sid) as
    | { started_at: number | null; created_at: string }
    | undefined;
  return row ? (row.started_at ?? Date.parse(row.created_at)) : null;
}

/**
 * Starts a fresh session for the account; the previous one is dropped (session id rotated on sign-in). Every sign-in
 * (password, two-factor, social, Telegram, registration) comes here, so a time-out, a self-exclusion or a used-up
 * session-time limit refuses them all (AuthorizationException naming the end).
 */
export function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, accountId: number, now = clockNow(db)) {
  const refusal = signInRefusal(db, accountId, now);
  if (refusal) throw refusal;
  endSession(db, request, reply);
  deleteSessions(db, 'expires_at <= ? OR last_seen_at <= ?', [now, now - SESSION_IDLE_MS], lapsedAt);
  const sid = randomBytes(24).toString('base64url');
  sql(db, 'INSERT INTO sessions (id, account_id, created_at, last_seen_at, expires_at, log_id) VALUES (?, ?, ?, ?, ?, ?)').run(
    sid,
    accountId,
    new Date(now).toISOString(),
    now,
    now + SESSION_MAX_MS,
    logSessionStart(db, accountId, now),
  );
  // Secure when the player reached the site over TLS, so the cookie never travels in clear afterwards.
  reply.setCookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', path: '/', secure: isSecureRequest(request) });
}

export function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) deleteSessions(db, 'id = ?', [sid], () => clockNow(db));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends every session of the account but the one of this request (a password change, two-factor turned on). */
export function endOtherSessions(db: Db, request: FastifyRequest, accountId: number) {
  deleteSessions(db, 'account_id = ? AND id <> ?', [accountId, request.cookies[SESSION_COOKIE] ?? ''], () => clockNow(db));
}

/** Ends every session of the account (a password reset from a mail link, a time-out, a self-exclusion). */
export function endAllSessions(db: Db, accountId: number) {
  deleteSessions(db, 'account_id = ?', [accountId], () => clockNow(db));
}
