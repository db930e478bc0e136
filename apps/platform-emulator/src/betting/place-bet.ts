import { t, type TextKey } from '../content/texts';
import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { nowIso, sql, toAmount } from '../db/sql';
import { requireAccount } from '../methods/account-view';
import { invalidParameter, PlatformFault, type ErrorData } from '../platform/fault';
import { requireStakeWithinLimits } from '../services/responsible-gaming/restrictions';
import { adjustBalance, recordTransaction, type Balance } from '../services/wallet';
import { findFixture, fixturesBetween, hasFinished, type Fixture } from './fixtures';
import { marketsOf, oddsOf, selectionWon, type MarketId, type Selection } from './pricing';

/** Where a stake is taken from, and where its winnings go back to: the betting bonus balance or real money. */
export const WALLETS = ['betting_bonus', 'main'] as const;
export type Wallet = (typeof WALLETS)[number];

const BALANCE_OF: Record<Wallet, Balance> = { main: 'balance_main', betting_bonus: 'balance_betting_bonus' };

/** The most selections a multiple takes, and the stakes a bet may have (in the player's currency). */
export const MAX_LEGS = 10;
export const MIN_STAKE = 0.5;
export const MAX_STAKE = 1000;

export type LegInput = { event: string; market: MarketId; selection: Selection; odds?: number };
export type BetInput = { accountId: number; legs: LegInput[]; stakeCents: number; wallet: Wallet; locale?: string; now?: number };

/** A leg as stored with its bet: the fixture's kick-off keeps a pinned fixture's bet on the match it was placed on. */
type StoredLeg = { event: string; kickoff: number; market: MarketId; selection: Selection; odds: number };
type StoredBet = { legs: StoredLeg[]; odds: number; potential_win: number };

export type BetLeg = { event: string; match: string; market: string; selection: string; odds: number; result: 'won' | 'lost' | null };
export type PlacedBet = {
  id: number;
  /** The match (a single's) or "Multiple of 3"; the selection (a single's) or the legs' selections joined. */
  match: string;
  selection: string;
  legs: BetLeg[];
  odds: number;
  stake: number;
  potential_win: number;
  wallet: Wallet;
  currency: string;
  status: 'pending' | 'won' | 'lost';
  payout: number;
  created_at: string;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const rejected = (field: string, message: string, extra: ErrorData = {}) => invalidParameter(field, message, extra);

/** The market's name as the page shows it: totals and "first" name what they count in each sport. */
export function marketName(fixture: Fixture, market: MarketId, locale: string): string {
  if (market === 'total') {
    const unit = fixture.sport === 'basketball' ? 'points' : fixture.sport === 'tennis' ? 'sets' : fixture.sport === 'esports' ? 'maps' : 'goals';
    return t(`book.market.total.${unit}` as TextKey, locale);
  }
  if (market === 'first') return t(fixture.sport === 'tennis' ? 'book.market.first.set' : 'book.market.first.map', locale);
  if (market === 'result' && !['football', 'ice-hockey'].includes(fixture.sport)) return t('book.market.winner', locale);
  return t(`book.market.${market}` as TextKey, locale);
}

const lineText = (line: number, locale: string) => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', minimumFractionDigits: 1 }).format(line);

/** A selection's name: a team, "Draw", "Over 2.5", "Yes", or a team with its handicap. */
export function selectionName(fixture: Fixture, market: MarketId, selection: Selection, locale: string, line?: number): string {
  const team = selection === 'home' ? fixture.home : selection === 'away' ? fixture.away : null;
  if (market === 'handicap' && team && line !== undefined) return `${team} ${lineText(selection === 'home' ? line : -line, locale)}`;
  if (team) return team;
  if (selection === 'over' || selection === 'under') return t(`book.selection.${selection}`, locale, { line: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(line ?? 2.5) });
  return t(`book.selection.${selection}` as TextKey, locale);
}

export const matchName = (fixture: Fixture) => `${fixture.home} – ${fixture.away}`;

/**
 * Takes the stake from the chosen balance and records the bet as a pending "bet" transaction with its legs; one leg
 * is a single, several a multiple (one per match, odds multiplied). A stake from the betting bonus counts towards
 * its wagering. Odds the player saw must still hold: a live price that moved refuses the bet with the new one.
 */
export function placeBet(db: Db, input: BetInput) {
  const now = input.now ?? Date.now();
  const locale = input.locale ?? 'en';
  return db.transaction(() => {
    if (input.legs.length === 0 || input.legs.length > MAX_LEGS) throw rejected('legs', `From 1 to ${MAX_LEGS} selections`);
    if (new Set(input.legs.map((leg) => leg.event)).size !== input.legs.length) throw rejected('legs', 'One selection per match');
    const legs: StoredLeg[] = input.legs.map((leg) => {
      const fixture = findFixture(leg.event, { now });
      if (!fixture || hasFinished(fixture, now)) throw rejected('event', 'Wrong field');
      const odds = oddsOf(fixture, leg.market, leg.selection, now);
      if (odds === null) {
        const exists = marketsOf(fixture, now).some((market) => market.id === leg.market && market.outcomes.some((outcome) => outcome.id === leg.selection));
        throw rejected('selection', exists ? 'Suspended' : 'Wrong field');
      }
      if (leg.odds !== undefined && Math.abs(leg.odds - odds) > 0.001) throw rejected('odds', 'Odds changed', { current_odds: [`${leg.event}/${leg.market}/${leg.selection}=${odds}`] });
      return { event: fixture.id, kickoff: fixture.kickoff, market: leg.market, selection: leg.selection, odds };
    });
    const account = requireAccount(db, input.accountId);
    const balance = BALANCE_OF[input.wallet];
    if (input.stakeCents > account[balance]) {
      throw input.wallet === 'main'
        ? new PlatformFault('UserNeedDepositException', { stake: ['Insufficient funds'] })
        : rejected('stake', 'Insufficient betting bonus');
    }
    // The player's own loss and wager limits (responsible gaming) bound every stake of real money.
    if (input.wallet === 'main') requireStakeWithinLimits(db, account.id, input.stakeCents, 'stake', clockNow(db));
    adjustBalance(db, account.id, balance, -input.stakeCents);
    if (input.wallet === 'betting_bonus') {
      sql(db, "UPDATE bonuses SET wagered = wagered + ? WHERE account_id = ? AND kind = 'betting' AND status = 'active'").run(input.stakeCents, account.id);
    }
    const odds = round2(legs.reduce((product, leg) => product * leg.odds, 1));
    const potentialWin = Math.round(input.stakeCents * odds);
    const stored: StoredBet = { legs, odds, potential_win: potentialWin };
    const id = recordTransaction(db, account.id, { type: 'bet', status: 'pending', amount: input.stakeCents, currency: account.currency, method: input.wallet, requisites: JSON.stringify(stored) });
    const bet = betOf(sql(db, "SELECT * FROM transactions WHERE id = ?").get(id) as BetRow, locale, now);
    return { bet, balances: balancesOf(db, account.id) };
  })();
}

type BetRow = { id: number; account_id: number; amount: number; currency: string; method: Wallet; requisites: string; status: 'pending' | 'won' | 'lost'; created_at: string };

/** A stored bet as the page and its messages show it, in the locale. */
function betOf(row: BetRow, locale: string, now: number): PlacedBet {
  const stored = JSON.parse(row.requisites) as StoredBet;
  const legs = stored.legs.flatMap((leg): BetLeg[] => {
    const fixture = findFixture(leg.event, { kickoff: leg.kickoff });
    if (!fixture) return [];
    const line = marketsOf(fixture, Math.min(now, fixture.kickoff - 1)).find((market) => market.id === leg.market)?.line;
    const won = selectionWon(fixture, leg.market, leg.selection, now);
    return [{ event: leg.event, match: matchName(fixture), market: marketName(fixture, leg.market, locale), selection: selectionName(fixture, leg.market, leg.selection, locale, line), odds: leg.odds, result: won === null ? null : won ? 'won' : 'lost' }];
  });
  const single = legs.length === 1 ? legs[0] : undefined;
  return {
    id: row.id,
    match: single ? single.match : t('book.multiple', locale, { count: legs.length }),
    selection: single ? single.selection : legs.map((leg) => leg.selection).join(' + '),
    legs,
    odds: stored.odds,
    stake: toAmount(row.amount),
    potential_win: toAmount(stored.potential_win),
    wallet: row.method,
    currency: row.currency,
    status: row.status,
    payout: row.status === 'won' ? toAmount(stored.potential_win) : 0,
    created_at: row.created_at,
  };
}

/** The player's balances a bet slip offers, in money units. */
export function balancesOf(db: Db, accountId: number) {
  const account = requireAccount(db, accountId);
  return { currency: account.currency, main: toAmount(account.balance_main), betting_bonus: toAmount(account.balance_betting_bonus) };
}

/** The player's latest open or settled bets, newest first. */
export function listBets(db: Db, accountId: number, { settled = false, count = 5, locale = 'en', now = Date.now() } = {}): PlacedBet[] {
  const rows = sql(db, `SELECT * FROM transactions WHERE account_id = ? AND type = 'bet' AND status ${settled ? "IN ('won', 'lost')" : "= 'pending'"} ORDER BY id DESC LIMIT ?`).all(accountId, count) as BetRow[];
  return rows.map((row) => betOf(row, locale, now));
}

/**
 * Settles every pending bet whose matches have been decided: a single when its match ends; a multiple as soon as one
 * leg loses, or when the last leg wins. A winning bet pays stake times odds back to the balance it was staked from
 * (betting bonus or main), as a "bet_win" transaction. Runs any number of times: a bet is settled once.
 */
export function settleBets(db: Db, { accountId, now = Date.now() }: { accountId?: number; now?: number } = {}) {
  const rows = (accountId === undefined
    ? sql(db, "SELECT * FROM transactions WHERE type = 'bet' AND status = 'pending'").all()
    : sql(db, "SELECT * FROM transactions WHERE type = 'bet' AND status = 'pending' AND account_id = ?").all(accountId)) as BetRow[];
  let settled = 0;
  for (const row of rows) {
    const stored = JSON.parse(row.requisites) as StoredBet;
    const results = stored.legs.map((leg) => {
      const fixture = findFixture(leg.event, { kickoff: leg.kickoff });
      return fixture ? selectionWon(fixture, leg.market, leg.selection, now) : false;
    });
    const status = results.includes(false) ? 'lost' : results.every((result) => result === true) ? 'won' : null;
    if (!status) continue;
    db.transaction(() => {
      const changed = sql(db, "UPDATE transactions SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'").run(status, nowIso(db), row.id).changes;
      if (changed !== 1 || status !== 'won') return;
      adjustBalance(db, row.account_id, BALANCE_OF[row.method], stored.potential_win);
      recordTransaction(db, row.account_id, { type: 'bet_win', status: 'success', amount: stored.potential_win, currency: row.currency, method: row.method, requisites: JSON.stringify({ bet_id: row.id }) });
    })();
    settled += 1;
  }
  return settled;
}

/**
 * A seeded player's sportsbook history: a single won on the result of a match two days ago, and a lost multiple
 * whose stake equals that single's profit, so the history nets to nothing and the player's balance stays as seeded.
 */
export function seedBetHistory(db: Db, login: string, now = Date.now()) {
  const account = sql(db, 'SELECT id, currency FROM accounts WHERE login = ?').get(login) as { id: number; currency: string } | undefined;
  if (!account) return;
  const { id: accountId, currency } = account;
  const past = fixturesBetween(now - 3 * 86_400_000, now - 2 * 86_400_000, 'football').filter((fixture) => hasFinished(fixture, now) && !fixture.odds);
  const [first, second, third] = past;
  if (!first || !second || !third) return;
  const prematch = (fixture: Fixture) => marketsOf(fixture, fixture.kickoff - 1)[0]?.outcomes ?? [];
  const winner = (fixture: Fixture) => prematch(fixture).find((outcome) => selectionWon(fixture, 'result', outcome.id, now) && outcome.odds !== null);
  const loser = (fixture: Fixture) => prematch(fixture).find((outcome) => selectionWon(fixture, 'result', outcome.id, now) === false && outcome.odds !== null);
  const won = winner(first);
  const lostLeg = loser(second);
  const otherLeg = prematch(third).find((outcome) => outcome.odds !== null);
  if (!won?.odds || !lostLeg?.odds || !otherLeg?.odds) return;
  const insert = sql(db, `INSERT INTO transactions (account_id, type, status, amount, currency, method, requisites, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'main', ?, ?, ?)`);
  const at = (fixture: Fixture, minutes: number) => new Date(fixture.kickoff + minutes * 60_000).toISOString();
  const leg = (fixture: Fixture, outcome: { id: Selection; odds: number | null }): StoredLeg => ({ event: fixture.id, kickoff: fixture.kickoff, market: 'result', selection: outcome.id, odds: outcome.odds ?? 1 });
  const stake = 1000;
  const payout = Math.round(stake * won.odds);
  const single = insert.run(accountId, 'bet', 'won', stake, currency, JSON.stringify({ legs: [leg(first, won)], odds: won.odds, potential_win: payout }), at(first, -90), at(first, 110)).lastInsertRowid;
  insert.run(accountId, 'bet_win', 'success', payout, currency, JSON.stringify({ bet_id: Number(single) }), at(first, 110), at(first, 110));
  const odds = round2(lostLeg.odds * otherLeg.odds);
  const lostStake = payout - stake;
  insert.run(accountId, 'bet', 'lost', lostStake, currency, JSON.stringify({ legs: [leg(second, lostLeg), leg(third, otherLeg)], odds, potential_win: Math.round(lostStake * odds) }), at(second, -60), at(second, 110));
}
