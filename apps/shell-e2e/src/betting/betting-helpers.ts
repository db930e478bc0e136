import { expect, type APIRequestContext } from '@playwright/test';
import { depositThroughApi, platformGet, platformPost, registerPlayer } from '../platform-api';

/**
 * A new EUR player, signed in in the browser context (page.request shares its cookies), with `deposit` EUR of real
 * money (a card deposit approved on the emulator's payment page) and the seeded BETSTART betting bonus (10 EUR)
 * activated, the way a player gets them.
 */
export async function registerBettor(request: APIRequestContext, { deposit }: { deposit: number }) {
  const { login } = await registerPlayer(request, { suite: 'bettor' });
  await depositThroughApi(request, deposit);
  await platformPost(request, 'campaigns.activateOffer', { promo_code: 'BETSTART' });
  const bonuses = await platformGet<{ items: Array<{ id: number; status: string }> }>(request, 'BettingBonuses.get');
  const available = bonuses.items.find((bonus) => bonus.status === 'available');
  expect(available, 'the BETSTART betting bonus').toBeDefined();
  await platformPost(request, 'BettingBonuses.activate', { bonus_id: String(available?.id) });
  return login;
}

/** The signed-in player's balances as the platform counts them. */
export async function balances(request: APIRequestContext) {
  const balance = await platformGet<{ balance_main: { amount: number }; balance_betting_bonus: { amount: number } }>(request, 'account.getBalance');
  return { main: balance.balance_main.amount, bettingBonus: balance.balance_betting_bonus.amount };
}

/** "€1,250.50": an amount as the English pages write it. */
export const euros = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
