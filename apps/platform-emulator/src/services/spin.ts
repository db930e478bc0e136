import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql } from '../db/sql';
import { PlatformFault } from '../platform/fault';
import { requireAccount } from '../methods/account-view';
import { earnPoints } from '../methods/loyalty';
import { wagerActiveBonus } from './bonus';
import { requireStakeWithinLimits } from './responsible-gaming/restrictions';
import { adjustBalance } from './wallet';

export const SYMBOLS = ['🍒', '🍋', '🔔', '⭐', '💎', '7'] as const;

/** Pay table: multiplier and probability; the expected return is 0.99 of the bet. */
const PAY_TABLE = [
  { multiplier: 50, chance: 0.005 },
  { multiplier: 10, chance: 0.015 },
  { multiplier: 5, chance: 0.05 },
  { multiplier: 2, chance: 0.09 },
  { multiplier: 1, chance: 0.1 },
  { multiplier: 0.5, chance: 0.12 },
];
/** One real-money spin in this many hits the Mini jackpot. */
export const JACKPOT_ODDS = 5000;

export type SpinInput = { accountId: number | null; sysname: string; mode: 'play' | 'demo'; betCents: number; random?: () => number };

function outcome(random: () => number) {
  let roll = random();
  for (const line of PAY_TABLE) {
    if (roll < line.chance) return line.multiplier;
    roll -= line.chance;
  }
  return 0;
}

/** Reels that show the outcome: three alike for 2x and more, two alike for a small win, all different for none. */
function reelsFor(multiplier: number, random: () => number): string[] {
  const index = Math.min(SYMBOLS.length - 1, [0, 0.5, 1, 2, 5, 10, 50].indexOf(multiplier) - 1);
  const symbol = SYMBOLS[Math.max(0, index)] ?? '🍒';
  if (multiplier >= 2) return [symbol, symbol, symbol];
  const shuffled = [...SYMBOLS].sort(() => random() - 0.5);
  if (multiplier > 0) return [symbol, symbol, shuffled.find((item) => item !== symbol) ?? '7'];
  return shuffled.slice(0, 3);
}

/**
 * One spin of a demo game. Demo mode plays with the fun balance (a visitor's fun balance lives in the
 * page); play mode needs a session and real money (or a free spin of this game) and feeds game history,
 * bonus wagering, loyalty points, tournament scores and the jackpot pools.
 */
export function spin(db: Db, input: SpinInput) {
  const random = input.random ?? Math.random;
  return db.transaction(() => {
    const account = input.accountId ? requireAccount(db, input.accountId) : null;
    if (input.mode === 'play' && !account) throw new PlatformFault('AuthorizationException');
    const multiplier = outcome(random);
    const reels = reelsFor(multiplier, random);
    if (!account) return { reels, bet: input.betCents, win: Math.round(input.betCents * multiplier), balance: null, freespin: false, jackpot: null };

    const balance = input.mode === 'demo' ? 'balance_fun' : 'balance_main';
    const pack =
      input.mode === 'play'
        ? (sql(db, "SELECT id, bet FROM freespins WHERE account_id = ? AND game_sysname = ? AND status = 'active' AND remaining_count > 0 AND expires_at > ? ORDER BY id LIMIT 1").get(
            account.id,
            input.sysname,
            nowIso(db),
          ) as { id: number; bet: number } | undefined)
        : undefined;
    const bet = pack ? 0 : input.betCents;
    const stake = pack ? pack.bet : input.betCents;
    if (bet > account[balance]) throw new PlatformFault(input.mode === 'demo' ? 'InvalidParameterException' : 'UserNeedDepositException', { bet: ['Insufficient funds'] });
    // The player's own loss and wager limits (responsible gaming) bound every real-money bet.
    if (input.mode === 'play') requireStakeWithinLimits(db, account.id, bet, 'bet', clockNow(db));
    let win = Math.round(stake * multiplier);
    let jackpot: { sysname: string; name: string; amount: number } | null = null;

    if (input.mode === 'play') {
      if (pack) {
        sql(db, "UPDATE freespins SET remaining_count = remaining_count - 1, status = CASE WHEN remaining_count = 1 THEN 'used' ELSE status END WHERE id = ?").run(pack.id);
      } else {
        // 1% of each bet feeds every pool.
        sql(db, 'UPDATE jackpots SET amount = amount + ?').run(Math.max(1, Math.floor(bet / 100)));
        wagerActiveBonus(db, account.id, bet, account.currency);
        earnPoints(db, account, bet);
        sql(
          db,
          `UPDATE tournament_players SET score = score + @bet WHERE account_id = @account AND tournament_id IN (
            SELECT t.id FROM tournaments t WHERE t.starts_at <= @now AND t.ends_at > @now AND t.min_bet <= @bet
            AND (t.category IS NULL OR EXISTS (SELECT 1 FROM game_categories gc JOIN games g ON g.id = gc.game_id
              WHERE g.sysname = @game AND gc.category_id = t.category)))`,
        ).run({ bet, account: account.id, now: nowIso(db), game: input.sysname });
        if (random() < 1 / JACKPOT_ODDS) {
          const mini = sql(db, "SELECT id, name, amount, seed_amount FROM jackpots WHERE sysname = 'mini'").get() as { id: number; name: string; amount: number; seed_amount: number };
          win += mini.amount;
          jackpot = { sysname: 'mini', name: mini.name, amount: mini.amount };
          sql(db, 'UPDATE jackpots SET amount = seed_amount, updated_at = ? WHERE id = ?').run(clockNow(db), mini.id);
          sql(db, 'INSERT INTO jackpot_winners (jackpot_id, fakename, game_sysname, amount, currency, won_at) VALUES (?, ?, ?, ?, ?, ?)').run(
            mini.id,
            account.fakename ?? `Player${account.id}`,
            input.sysname,
            mini.amount,
            account.currency,
            nowIso(db),
          );
        }
      }
    }
    adjustBalance(db, account.id, balance, win - bet);
    const after = account[balance] + win - bet;
    sql(db, 'INSERT INTO game_rounds (account_id, game_sysname, mode, bet, win, currency, balance_after, is_freespin, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      account.id,
      input.sysname,
      input.mode === 'demo' ? 'demo' : 'real',
      bet,
      win,
      account.currency,
      after,
      pack ? 1 : 0,
      nowIso(db),
    );
    return { reels, bet, win, balance: after, freespin: pack !== undefined, jackpot, currency: account.currency };
  })();
}
