import type { RgMoneyLimitType } from '@casino/platform-contract';
import type { Db } from '../../db/database';
import { sql } from '../../db/sql';

/**
 * Real-money play since a moment: casino rounds in play mode (a free spin stakes nothing and may win) and sports bets
 * staked from the main balance, with what settled bets paid back to it (`bet_win`, once the sportsbook settles them).
 */
export function playSince(db: Db, accountId: number, since: number) {
  const from = new Date(since).toISOString();
  const rounds = sql(
    db,
    "SELECT COALESCE(SUM(bet), 0) AS bets, COALESCE(SUM(win), 0) AS wins, COUNT(*) AS n FROM game_rounds WHERE account_id = ? AND mode = 'real' AND created_at >= ?",
  ).get(accountId, from) as { bets: number; wins: number; n: number };
  const sports = sql(
    db,
    `SELECT COALESCE(SUM(CASE WHEN type = 'bet' THEN amount END), 0) AS stakes, COALESCE(SUM(CASE WHEN type = 'bet_win' THEN amount END), 0) AS wins,
       COUNT(CASE WHEN type = 'bet' THEN 1 END) AS n
     FROM transactions WHERE account_id = ? AND type IN ('bet', 'bet_win') AND method = 'main' AND status <> 'canceled' AND created_at >= ?`,
  ).get(accountId, from) as { stakes: number; wins: number; n: number };
  return { bets: rounds.bets + sports.stakes, wins: rounds.wins + sports.wins, rounds: rounds.n + sports.n };
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
