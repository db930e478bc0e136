import type { APIRequestContext } from '@playwright/test';
import { platformGet } from '../platform-api';

export { clearFaults, freshPage, setFaults, type FaultRule } from '../emulator-admin';

type Money = { amount: number; currency: string };

/** What the emulator's ledger holds for the signed-in player: the main balance and the number of transactions. */
export async function ledgerOf(request: APIRequestContext) {
  const balance = await platformGet<{ balance_main: Money }>(request, 'account.getBalance');
  const history = await platformGet<{ total: number }>(request, 'cashier.gethistory');
  return { main: balance.balance_main, transactions: history.total };
}
