import { createHash, randomBytes } from 'node:crypto';
import type { EmulatorConfig } from '../config';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { hashPassword } from '../db/password';
import { sql } from '../db/sql';
import { endAllSessions } from '../platform/session';
import { deliver } from './outbox';

/** A reset link works once, for 30 minutes; asking for a new one voids the older ones. */
export const RESET_TTL_MS = 30 * 60_000;

/** Where the platform's reset page lives, on the site's own origin (the web server proxies /platform). */
export const RESET_PAGE_PATH = '/platform/password-reset';

/** Only the token's hash is stored: the database alone opens no account. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type ResetAccount = { id: number; login: string; locale: string };

/**
 * Mails (or texts, for a phone login) a single-use link to the reset page; the password stays as it is until the
 * link is used. The link points at the site's first origin (SITE_ORIGINS); the page speaks the account's locale.
 */
export function sendPasswordReset(db: Db, config: EmulatorConfig, account: ResetAccount, now = clockNow(db)) {
  const token = randomBytes(32).toString('base64url');
  db.transaction(() => {
    sql(db, 'UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now, account.id);
    sql(db, 'INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(hashOf(token), account.id, now, now + RESET_TTL_MS);
  })();
  const link = `${config.siteOrigins[0]}${RESET_PAGE_PATH}/${token}`;
  deliver(db, account.login, 'mail.restore.subject', 'mail.restore.body', account.locale, { link });
}

/** The account a live token resets (unused, not expired), or undefined. */
export function accountOfResetToken(db: Db, token: string, now = clockNow(db)): ResetAccount | undefined {
  if (!/^[\w-]{43}$/.test(token)) return undefined;
  return sql(
    db,
    `SELECT a.id, a.login, a.locale FROM password_resets r JOIN accounts a ON a.id = r.account_id
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND a.status = 'active'`,
  ).get(hashOf(token), now) as ResetAccount | undefined;
}

/**
 * Uses the token (at most once, even for two submits at the same moment) and sets the new password; every session
 * of the account ends. False when the token is not live any more.
 */
export async function completePasswordReset(db: Db, token: string, password: string, now = clockNow(db)): Promise<ResetAccount | undefined> {
  const account = accountOfResetToken(db, token, now);
  if (!account) return undefined;
  const claimed = sql(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').run(now, hashOf(token), now);
  if (claimed.changes !== 1) return undefined;
  const passwordHash = await hashPassword(password);
  sql(db, 'UPDATE accounts SET password_hash = ? WHERE id = ?').run(passwordHash, account.id);
  sql(db, 'UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now, account.id);
  endAllSessions(db, account.id);
  return account;
}
