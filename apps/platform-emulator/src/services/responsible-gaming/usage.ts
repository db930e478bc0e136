import type { RgMoneyLimitType } from '@casino/platform-contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * Real-money play since a moment: casino rounds in play mode (a free spin stakes nothing and may win) and sports bets
 * staked from the main balance (the emulator does not settle them, so they count as stakes without a win yet).
 */
export function playSince(db: Db, accountId: number, since: number) {
  const from = new Date(since).toISOString();
  const rounds = sql(
    db,
    "SELECT COALESCE(SUM(bet), 0) AS bets, COALESCE(SUM(win), 0) AS wins, COUNT(*) AS n FROM game_rounds WHERE account_id = ? AND mode = 'real' AND created_at >= ?",
  ).get(accountId, from) as { bets: number; wins: number; n: number };
  const bets = sql(
    db,
    "SELECT COALESCE(SUM(amount), 0) AS stakes, COUNT(*) AS n FROM transactions WHERE account_id = ? AND type = 'bet' AND method = 'main' AND status <> 'canceled' AND created_at >= ?",
  ).get(accountId, from) as { stakes: number; n: number };
  return { bets: rounds.bets + bets.stakes, wins: rounds.wins, rounds: rounds.n + bets.n };
}

/**
 * What a money limit counts since the start of its period, in cents: deposits paid or still pending (a declined or
 * cancelled one stops counting), the net loss (stakes minus wins, never below 0) or the stakes.
 */
export function usedCents(db: Db, accountId: number, type: RgMoneyLimitType, since: number): number {
  if (type === 'deposit') {
    return (
      sql(
        db,
        "SELECT COALESCE(SUM(amount), 0) AS used FROM transactions WHERE account_id = ? AND type = 'deposit' AND status IN ('success', 'pending') AND created_at >= ?",
      ).get(accountId, new Date(since).toISOString()) as { used: number }
    ).used;
  }
  const play = playSince(db, accountId, since);
  return type === 'wager' ? play.bets : Math.max(0, play.bets - play.wins);
}
