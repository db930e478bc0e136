import { clockNow } from '../db/clock';
import type { Db } from '../db/database';
import { sql, toAmount } from '../db/sql';
import { requireAccount } from '../methods/account-view';
import { PlatformFault } from '../platform/fault';
import { requireStakeWithinLimits } from '../services/responsible-gaming/restrictions';
import { adjustBalance, recordTransaction, type Balance } from '../services/wallet';
import { findEvent, oddsOf, selectionLabel, type Selection } from './sportsbook-events';

/** Where a stake is taken from: the betting bonus balance or real money. */
export const WALLETS = ['betting_bonus', 'main'] as const;
export type Wallet = (typeof WALLETS)[number];

const BALANCE_OF: Record<Wallet, Balance> = { main: 'balance_main', betting_bonus: 'balance_betting_bonus' };

export type BetInput = { accountId: number; event: string; selection: Selection; stakeCents: number; wallet: Wallet };

export type PlacedBet = {
  id: number;
  event: string;
  match: string;
  selection: string;
  odds: number;
  stake: number;
  potential_win: number;
  wallet: Wallet;
  currency: string;
  status: 'pending';
  created_at: string;
};

type BetRow = { id: number; amount: number; currency: string; method: Wallet; requisites: string; status: string; created_at: string };

/**
 * Takes the stake from the chosen balance and records the bet as a pending "bet" transaction (settlement happens
 * after the match, which the emulator does not play). A stake from the betting bonus counts towards its wagering.
 */
export function placeBet(db: Db, input: BetInput) {
  return db.transaction(() => {
    const event = findEvent(input.event);
    if (!event) throw new PlatformFault('InvalidParameterException', { event: ['Wrong field'] });
    const odds = oddsOf(event, input.selection);
    if (odds === null) throw new PlatformFault('InvalidParameterException', { selection: ['Wrong field'] });
    const account = requireAccount(db, input.accountId);
    const balance = BALANCE_OF[input.wallet];
    if (input.stakeCents > account[balance]) {
      throw input.wallet === 'main'
        ? new PlatformFault('UserNeedDepositException', { stake: ['Insufficient funds'] })
        : new PlatformFault('InvalidParameterException', { stake: ['Insufficient betting bonus'] });
    }
    // The player's own loss and wager limits (responsible gaming) bound every stake of real money.
    if (input.wallet === 'main') requireStakeWithinLimits(db, account.id, input.stakeCents, 'stake', clockNow(db));
    adjustBalance(db, account.id, balance, -input.stakeCents);
    if (input.wallet === 'betting_bonus') {
      sql(db, "UPDATE bonuses SET wagered = wagered + ? WHERE account_id = ? AND kind = 'betting' AND status = 'active'").run(input.stakeCents, account.id);
    }
    const potentialWin = Math.round(input.stakeCents * odds);
    const id = recordTransaction(db, account.id, {
      type: 'bet',
      status: 'pending',
      amount: input.stakeCents,
      currency: account.currency,
      method: input.wallet,
      requisites: JSON.stringify({ event: event.id, selection: input.selection, odds, potential_win: potentialWin }),
    });
    const bet = listBets(db, account.id, 1).find((item) => item.id === id);
    return { bet, balances: balancesOf(db, account.id) };
  })();
}

/** The player's balances a bet slip offers, in money units. */
export function balancesOf(db: Db, accountId: number) {
  const account = requireAccount(db, accountId);
  return { currency: account.currency, main: toAmount(account.balance_main), betting_bonus: toAmount(account.balance_betting_bonus) };
}

/** The player's latest bets, newest first. */
export function listBets(db: Db, accountId: number, count = 5): PlacedBet[] {
  const rows = sql(db, "SELECT id, amount, currency, method, requisites, status, created_at FROM transactions WHERE account_id = ? AND type = 'bet' ORDER BY id DESC LIMIT ?").all(
    accountId,
    count,
  ) as BetRow[];
  return rows.flatMap((row) => {
    const details = JSON.parse(row.requisites) as { event: string; selection: Selection; odds: number; potential_win: number };
    const event = findEvent(details.event);
    if (!event) return [];
    return [
      {
        id: row.id,
        event: event.id,
        match: `${event.home} – ${event.away}`,
        selection: selectionLabel(event, details.selection),
        odds: details.odds,
        stake: toAmount(row.amount),
        potential_win: toAmount(details.potential_win),
        wallet: row.method,
        currency: row.currency,
        status: 'pending' as const,
        created_at: row.created_at,
      },
    ];
  });
}
