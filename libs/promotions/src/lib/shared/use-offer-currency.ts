import { useGetAccountInfoQuery, useGetGeneralInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';

/**
 * The currency offer amounts are paid in: the signed-in player's account currency, otherwise the site's
 * default currency. Undefined until known, and amounts are then left out rather than shown without one.
 */
export function useOfferCurrency(): string | undefined {
  const { data: account } = useGetAccountInfoQuery();
  const { data: info } = useGetGeneralInfoQuery();
  if (account && isAuthenticated(account)) return account.balance_main.currency;
  return info?.default_currency;
}
