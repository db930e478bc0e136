import type { Db } from '../db/database';
import { daysFromNow, nowIso, sql } from '../db/sql';
import { adjustBalance, recordTransaction } from './wallet';

export type OfferRow = {
  id: number;
  action: string;
  exclude_methods: string;
  user_satisfies_params: number;
  promo_code: string | null;
  text_key: string;
  image: string;
  bonus_kind: 'casino' | 'betting' | 'freespins' | 'cashback';
  bonus_percent: number;
  bonus_amount: number;
  max_bonus: number;
  wager: number;
  freespins_game: string | null;
  freespins_count: number;
  min_deposit: number;
  starts_at: string;
  ends_at: string;
  sort: number;
};

/**
 * Grants what an offer gives: a casino or betting bonus waiting to be activated, or a free-spin pack.
 * `base` is the deposit in cents for percentage offers.
 */
export function grantOffer(db: Db, accountId: number, offer: OfferRow, base = 0) {
  if (offer.bonus_kind === 'freespins' && offer.freespins_game) {
    sql(db, `INSERT INTO freespins (account_id, game_sysname, total_count, remaining_count, bet, status, created_at, expires_at)
      VALUES (?, ?, ?, ?, 20, 'active', ?, ?)`).run(accountId, offer.freespins_game, offer.freespins_count, offer.freespins_count, nowIso(db), daysFromNow(db, 7));
    return;
  }
  if (offer.bonus_kind === 'cashback') return;
  const fromPercent = Math.floor((base * offer.bonus_percent) / 100);
  const amount = Math.min(offer.max_bonus || Number.MAX_SAFE_INTEGER, offer.bonus_amount + fromPercent);
  if (amount <= 0) return;
  sql(db, `INSERT INTO bonuses (account_id, kind, name, status, amount, wager_required, offer_id, created_at, expires_at)
    VALUES (?, ?, ?, 'available', ?, ?, ?, ?, ?)`).run(
    accountId,
    offer.bonus_kind,
    offer.text_key.replace(/\.title$/, ''),
    amount,
    amount * offer.wager,
    offer.id,
    nowIso(db),
    daysFromNow(db, 14),
  );
}

type BonusRow = { id: number; account_id: number; kind: string; amount: number; wager_required: number; wagered: number };

/**
 * Real-money bets count towards the active casino bonus; when its wagering is complete, what is left of
 * the bonus balance (up to the bonus amount) becomes real money with a "bonus" cashier transaction.
 */
export function wagerActiveBonus(db: Db, accountId: number, betCents: number, currency: string) {
  const bonus = sql(db, "SELECT * FROM bonuses WHERE account_id = ? AND kind = 'casino' AND status = 'active' LIMIT 1").get(accountId) as BonusRow | undefined;
  if (!bonus) return;
  const wagered = bonus.wagered + betCents;
  if (wagered < bonus.wager_required) {
    sql(db, 'UPDATE bonuses SET wagered = ? WHERE id = ?').run(wagered, bonus.id);
    return;
  }
  const { balance_bonus } = sql(db, 'SELECT balance_bonus FROM accounts WHERE id = ?').get(accountId) as { balance_bonus: number };
  const payout = Math.min(balance_bonus, bonus.amount);
  sql(db, "UPDATE bonuses SET wagered = ?, status = 'wagered', finished_at = ? WHERE id = ?").run(wagered, nowIso(db), bonus.id);
  if (payout > 0) {
    adjustBalance(db, accountId, 'balance_bonus', -payout);
    adjustBalance(db, accountId, 'balance_main', payout);
    recordTransaction(db, accountId, { type: 'bonus', status: 'success', amount: payout, currency, method: 'bonus' });
  }
}
