import { randomInt, timingSafeEqual } from 'node:crypto';
import { t, type TextKey } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { invalidParameter, PlatformFault } from '../platform/fault';
import { CODE_MAX_TRIES, CODES_PER_ACCOUNT, tooManyRequests } from '../platform/limits';

export type CodePurpose = 'contact' | 'two_factor_login' | 'two_factor_switch';

/** Codes live 5 minutes; a new one may be requested after 60 seconds (the "Resend time"). */
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_MS = 60_000;

const channelOf = (recipient: string) => (recipient.includes('@') ? 'email' : 'sms');

/**
 * Puts a message in the development outbox (GET /__emulator/outbox), where mail and SMS would go; a `code` or a
 * `link` among the values is kept in its own column too, for tests and for a person reading the outbox.
 */
export function deliver(db: Db, recipient: string, subjectKey: TextKey, bodyKey: TextKey, locale: string, values: Record<string, string>) {
  sql(db, 'INSERT INTO outbox (channel, recipient, subject, body, code, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    channelOf(recipient),
    recipient,
    t(subjectKey, locale),
    t(bodyKey, locale, values),
    values['code'] ?? null,
    values['link'] ?? null,
    nowIso(db),
  );
}

type CodeRow = { id: number; code: string; created_at: number; expires_at: number; used: number; tries: number };

const latestCode = (db: Db, accountId: number, purpose: CodePurpose, target: string) =>
  sql(db, 'SELECT * FROM codes WHERE account_id = ? AND purpose = ? AND target = ? ORDER BY id DESC LIMIT 1').get(accountId, purpose, target) as
    | CodeRow
    | undefined;

/** Seconds until a new code may be sent, 0 when one may be sent now. */
export function resendSeconds(db: Db, accountId: number, purpose: CodePurpose, target: string, now = clockNow(db)): number {
  const last = latestCode(db, accountId, purpose, target);
  if (!last || last.used) return 0;
  return Math.max(0, Math.ceil((last.created_at + RESEND_MS - now) / 1000));
}

/**
 * Makes a fresh 6-digit code, stores it and delivers it to the recipient through the outbox; at most
 * CODES_PER_ACCOUNT.max codes an hour per account, then TooManyRequestsException.
 */
export function sendCode(db: Db, accountId: number, purpose: CodePurpose, target: string, recipient: string, locale: string, now = clockNow(db)): string {
  const recent = sql(db, 'SELECT COUNT(*) AS n, MIN(created_at) AS first FROM codes WHERE account_id = ? AND created_at > ?').get(accountId, now - CODES_PER_ACCOUNT.windowMs) as {
    n: number;
    first: number | null;
  };
  if (recent.n >= CODES_PER_ACCOUNT.max) {
    const wait = Math.ceil(((recent.first ?? now) + CODES_PER_ACCOUNT.windowMs - now) / 1000);
    throw tooManyRequests(wait, `Too many codes sent in an hour. Ask again in ${wait} seconds.`);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  sql(db, 'INSERT INTO codes (account_id, purpose, target, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    accountId,
    purpose,
    target,
    code,
    now,
    now + CODE_TTL_MS,
  );
  deliver(db, recipient, 'mail.code.subject', 'mail.code.body', locale, { code });
  return code;
}

/** `void`: the code took CODE_MAX_TRIES wrong tries and no longer opens anything; a new one must be asked for. */
export type CodeCheck = 'ok' | 'expired' | 'invalid' | 'void';

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks a code against the latest one sent for the purpose: a matching code is used up, a wrong one counts a
 * try, and after CODE_MAX_TRIES wrong tries the code is void (even the right one is refused).
 */
export function checkCode(db: Db, accountId: number, purpose: CodePurpose, target: string, code: string, now = clockNow(db)): CodeCheck {
  const last = latestCode(db, accountId, purpose, target);
  if (!last) return 'invalid';
  if (last.used) return last.tries >= CODE_MAX_TRIES ? 'void' : 'invalid';
  if (!sameCode(last.code, code)) {
    sql(db, 'UPDATE codes SET tries = tries + 1, used = CASE WHEN tries + 1 >= ? THEN 1 ELSE used END WHERE id = ?').run(CODE_MAX_TRIES, last.id);
    return 'invalid';
  }
  if (now > last.expires_at) return 'expired';
  sql(db, 'UPDATE codes SET used = 1 WHERE id = ?').run(last.id);
  return 'ok';
}

/**
 * The InvalidParameterException of a failed check, under error_data.code, in the words of SPEC.md 8 (a void code
 * reads "Time expired", so the site offers a new code; the message says why).
 */
export function codeFailure(check: Exclude<CodeCheck, 'ok'>, invalidText: string): PlatformFault {
  if (check === 'void') return new PlatformFault('InvalidParameterException', { code: ['Time expired'] }, undefined, `The code took ${CODE_MAX_TRIES} wrong tries and is void: ask for a new one`);
  return invalidParameter('code', check === 'expired' ? 'Time expired' : invalidText);
}
