import { randomInt } from 'node:crypto';
import { t, type TextKey } from '../content/texts';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';

export type CodePurpose = 'contact' | 'two_factor_login' | 'two_factor_switch';

/** Codes live 5 minutes; a new one may be requested after 60 seconds (the "Resend time"). */
export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_MS = 60_000;

const channelOf = (recipient: string) => (recipient.includes('@') ? 'email' : 'sms');

/** Puts a message in the development outbox (GET /__emulator/outbox), where mail and SMS would go. */
export function deliver(db: Db, recipient: string, subjectKey: TextKey, bodyKey: TextKey, locale: string, values: Record<string, string>) {
  sql(db, 'INSERT INTO outbox (channel, recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    channelOf(recipient),
    recipient,
    t(subjectKey, locale),
    t(bodyKey, locale, values),
    values['code'] ?? null,
    nowIso(),
  );
}

type CodeRow = { id: number; code: string; created_at: number; expires_at: number; used: number };

const latestCode = (db: Db, accountId: number, purpose: CodePurpose, target: string) =>
  sql(db, 'SELECT * FROM codes WHERE account_id = ? AND purpose = ? AND target = ? ORDER BY id DESC LIMIT 1').get(accountId, purpose, target) as
    | CodeRow
    | undefined;

/** Seconds until a new code may be sent, 0 when one may be sent now. */
export function resendSeconds(db: Db, accountId: number, purpose: CodePurpose, target: string, now = Date.now()): number {
  const last = latestCode(db, accountId, purpose, target);
  if (!last || last.used) return 0;
  return Math.max(0, Math.ceil((last.created_at + RESEND_MS - now) / 1000));
}

/** Makes a fresh 6-digit code, stores it and delivers it to the recipient through the outbox. */
export function sendCode(db: Db, accountId: number, purpose: CodePurpose, target: string, recipient: string, locale: string): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = Date.now();
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

export type CodeCheck = 'ok' | 'expired' | 'invalid';

/** Checks a code against the latest one sent for the purpose; a matching code is used up. */
export function checkCode(db: Db, accountId: number, purpose: CodePurpose, target: string, code: string, now = Date.now()): CodeCheck {
  const last = latestCode(db, accountId, purpose, target);
  if (!last || last.used || last.code !== code) return 'invalid';
  if (now > last.expires_at) return 'expired';
  sql(db, 'UPDATE codes SET used = 1 WHERE id = ?').run(last.id);
  return 'ok';
}
