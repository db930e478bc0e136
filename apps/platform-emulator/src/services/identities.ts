import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';

/**
 * A sign-in identity at a provider (Google, Telegram, ...): the provider's name and its id of the person. It is a
 * record of its own, linked to one account; an email address alone never names an account.
 */
export type Identity = { provider: string; externalId: string };

/** The account the identity signs into, or undefined when the identity is new. */
export const accountOfIdentity = (db: Db, { provider, externalId }: Identity) =>
  (sql(db, 'SELECT account_id FROM identities WHERE provider = ? AND external_id = ?').get(provider, externalId) as { account_id: number } | undefined)?.account_id;

/** Links the identity to the account (a new social account, or an existing one whose password was given). */
export function linkIdentity(db: Db, { provider, externalId }: Identity, accountId: number, email: string | null = null) {
  sql(db, 'INSERT INTO identities (provider, external_id, account_id, email, created_at) VALUES (?, ?, ?, ?, ?)').run(provider, externalId, accountId, email, nowIso(db));
}
