import { bonusesGetQuerySchema, bonusIdBodySchema, cashbacksGetQuerySchema, cashbacksPayoutBodySchema, freespinsGetQuerySchema } from '@casino/platform-contract/requests';
import { localisedName } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql, toAmount } from '../db/sql';
import { invalidParameter } from '../platform/fault';
import { method, type MethodTable } from '../platform/method';
import { adjustBalance, recordTransaction, type Balance } from '../services/wallet';
import { moneyOf } from './account-view';
import { gameImageUrl } from './games';

type BonusRow = {
  id: number;
  kind: 'casino' | 'betting';
  name: string;
  status: string;
  amount: number;
  wager_required: number;
  wagered: number;
  offer_id: number | null;
  created_at: string;
  expires_at: string;
  activated_at: string | null;
  currency: string;
};

const bonusItem = (row: BonusRow, locale: string) => ({
  id: row.id,
  type: row.kind === 'betting' ? 'betting' : 'casino',
  name: localisedName(row.name, locale),
  status: row.status,
  amount: moneyOf(row.amount, row.currency),
  wager: { required: moneyOf(row.wager_required, row.currency), wagered: moneyOf(row.wagered, row.currency) },
  offer_id: row.offer_id,
  created_at: row.created_at,
  expired_at: row.expires_at,
  activated_at: row.activated_at,
});

const balanceOf = (kind: 'casino' | 'betting'): Balance => (kind === 'casino' ? 'balance_bonus' : 'balance_betting_bonus');

function listBonuses(db: Db, accountId: number, kind: 'casino' | 'betting', query: { offset: number; count: number; status: string[] }, locale: string) {
  const statusClause = query.status.length ? `AND b.status IN (${query.status.map(() => '?').join(',')})` : '';
  const rows = db
    .prepare(`SELECT b.*, a.currency FROM bonuses b JOIN accounts a ON a.id = b.account_id
      WHERE b.account_id = ? AND b.kind = ? ${statusClause} ORDER BY b.id DESC LIMIT ? OFFSET ?`)
    .all(accountId, kind, ...query.status, query.count, query.offset) as BonusRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM bonuses b WHERE b.account_id = ? AND b.kind = ? ${statusClause}`).get(accountId, kind, ...query.status) as { n: number }).n;
  return { items: rows.map((row) => bonusItem(row, locale)), total };
}

function findBonus(db: Db, accountId: number, kind: 'casino' | 'betting', id: number) {
  const row = sql(db, 'SELECT b.*, a.currency FROM bonuses b JOIN accounts a ON a.id = b.account_id WHERE b.id = ? AND b.account_id = ? AND b.kind = ?').get(id, accountId, kind) as
    | BonusRow
    | undefined;
  if (!row) throw invalidParameter('bonus_id', 'Wrong field');
  return row;
}

/** Burns an active bonus: the bonus money still on the balance (up to its amount) is taken away. */
function burn(db: Db, accountId: number, row: BonusRow, status: 'removed' | 'burned') {
  const balance = balanceOf(row.kind);
  const { value } = sql(db, `SELECT ${balance} AS value FROM accounts WHERE id = ?`).get(accountId) as { value: number };
  adjustBalance(db, accountId, balance, -Math.min(value, row.amount));
  sql(db, 'UPDATE bonuses SET status = ?, finished_at = ? WHERE id = ?').run(status === 'burned' ? 'removed' : status, nowIso(db), row.id);
}

/**
 * Activating a bonus credits its amount to the bonus balance. Only one bonus of a kind is active at a
 * time: activating another burns the current one (the site asks first with its "burn bonuses" confirm).
 */
const activate = (kind: 'casino' | 'betting') =>
  method({
    verb: 'POST',
    auth: true,
    body: bonusIdBodySchema,
    handler: ({ db, body, locale, accountId }) => {
      const row = findBonus(db, accountId, kind, body.bonus_id);
      if (row.status !== 'available') throw invalidParameter('bonus_id', 'Bonus cannot be activated');
      if (Date.parse(row.expires_at) < clockNow(db)) throw invalidParameter('bonus_id', 'Bonus expired');
      const burned: number[] = [];
      for (const active of sql(db, "SELECT b.*, a.currency FROM bonuses b JOIN accounts a ON a.id = b.account_id WHERE b.account_id = ? AND b.kind = ? AND b.status = 'active'").all(accountId, kind) as BonusRow[]) {
        burn(db, accountId, active, 'burned');
        burned.push(active.id);
      }
      adjustBalance(db, accountId, balanceOf(kind), row.amount);
      sql(db, "UPDATE bonuses SET status = 'active', activated_at = ? WHERE id = ?").run(nowIso(db), row.id);
      return { data: { result: 1, bonus: bonusItem(findBonus(db, accountId, kind, row.id), locale), burned_bonus_ids: burned } };
    },
  });

const remove = (kind: 'casino' | 'betting') =>
  method({
    verb: 'POST',
    auth: true,
    body: bonusIdBodySchema,
    handler: ({ db, body, accountId }) => {
      const row = findBonus(db, accountId, kind, body.bonus_id);
      if (row.status === 'active') burn(db, accountId, row, 'removed');
      else if (row.status === 'available') sql(db, "UPDATE bonuses SET status = 'removed', finished_at = ? WHERE id = ?").run(nowIso(db), row.id);
      else throw invalidParameter('bonus_id', 'Bonus cannot be removed');
      return { data: { result: 1 } };
    },
  });

const list = (kind: 'casino' | 'betting') =>
  method({
    verb: 'GET',
    auth: true,
    query: bonusesGetQuerySchema,
    handler: ({ db, query, locale, accountId }) => ({ data: listBonuses(db, accountId, kind, query, locale) }),
  });

type CashbackRow = { id: number; status: string; amount: number; percent: number; created_at: string; end_date: string; receiving_expired_at: string; paid_out_at: string | null };

export const bonusMethods: MethodTable = {
  'bonuses.get': list('casino'),
  'bonuses.activate': activate('casino'),
  'bonuses.remove': remove('casino'),
  'BettingBonuses.get': list('betting'),
  'BettingBonuses.activate': activate('betting'),
  'BettingBonuses.remove': remove('betting'),
  'freespins.get': method({
    verb: 'GET',
    auth: true,
    query: freespinsGetQuerySchema,
    handler: ({ db, query, locale, accountId }) => {
      const rows = sql(db, `SELECT f.*, g.name, g.kind FROM freespins f LEFT JOIN games g ON g.sysname = f.game_sysname
        WHERE f.account_id = ? AND f.status = ? ORDER BY f.id DESC LIMIT ? OFFSET ?`).all(accountId, query.status, query.count, query.offset) as Array<{
        id: number;
        game_sysname: string;
        name: string | null;
        kind: string | null;
        total_count: number;
        remaining_count: number;
        bet: number;
        status: string;
        expires_at: string;
      }>;
      const items = rows.map((row) => ({
        id: row.id,
        game: { sysname: row.game_sysname, name: row.name ?? row.game_sysname, image_url: gameImageUrl(row.game_sysname, row.kind, locale) },
        remaining_count: row.remaining_count,
        total_count: row.total_count,
        bet: toAmount(row.bet),
        status: row.status,
        expired_at: row.expires_at,
      }));
      return { data: { items, count: items.length } };
    },
  }),
  'cashbacks.get': method({
    verb: 'GET',
    auth: true,
    query: cashbacksGetQuerySchema,
    handler: ({ db, query, account }) => {
      // A declined cashback (cashbacks.remove) is gone from the player's list unless asked for by its status.
      const statusClause = query.statuses.length ? `AND status IN (${query.statuses.map(() => '?').join(',')})` : "AND status <> 'removed'";
      const order = `${query.sort === 'amount' ? 'amount' : query.sort === 'created_at' ? 'created_at' : 'end_date'} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
      const rows = db
        .prepare(`SELECT * FROM cashbacks WHERE account_id = ? ${statusClause} ORDER BY ${order}, id DESC LIMIT ? OFFSET ?`)
        .all(account.id, ...query.statuses, query.count, query.offset) as CashbackRow[];
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM cashbacks WHERE account_id = ? ${statusClause}`).get(account.id, ...query.statuses) as { n: number }).n;
      const items = rows.map((row) => ({
        id: row.id,
        status: row.status,
        amount: moneyOf(row.amount, account.currency),
        percent: row.percent,
        created_at: row.created_at,
        end_date: row.end_date,
        receiving_expired_at: row.receiving_expired_at,
        paid_out_at: row.paid_out_at,
      }));
      return { data: { items, total } };
    },
  }),
  'cashbacks.payout': method({
    verb: 'POST',
    auth: true,
    body: cashbacksPayoutBodySchema,
    handler: ({ db, body, account }) => {
      const id = body.cashback_id === undefined || body.cashback_id === null || body.cashback_id === '' ? null : Number(body.cashback_id);
      const rows = sql(db, "SELECT * FROM cashbacks WHERE account_id = ? AND status = 'active' AND (? IS NULL OR id = ?)").all(account.id, id, id) as CashbackRow[];
      const payable = rows.filter((row) => Date.parse(row.receiving_expired_at) >= clockNow(db));
      if (!payable.length) throw invalidParameter('cashback_id', 'No cashback to pay out');
      const now = nowIso(db);
      let total = 0;
      for (const row of payable) {
        sql(db, "UPDATE cashbacks SET status = 'paid_out', paid_out_at = ? WHERE id = ?").run(now, row.id);
        total += row.amount;
      }
      adjustBalance(db, account.id, 'balance_main', total);
      recordTransaction(db, account.id, { type: 'cashback', status: 'success', amount: total, currency: account.currency, method: 'cashback' });
      return { data: { result: 1, amount: moneyOf(total, account.currency), ids: payable.map((row) => row.id) } };
    },
  }),
  // Declines the active cashback (SPEC.md 7.2: no body): it is not paid and leaves the list; `removed` counts them.
  'cashbacks.remove': method({
    verb: 'POST',
    auth: true,
    handler: ({ db, accountId }) => {
      const result = sql(db, "UPDATE cashbacks SET status = 'removed' WHERE account_id = ? AND status = 'active'").run(accountId);
      return { data: { result: 1, removed: result.changes } };
    },
  }),
};
