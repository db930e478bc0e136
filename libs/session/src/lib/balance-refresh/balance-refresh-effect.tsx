import { useGetCmsCommonQuery } from '@casino/cms-client';
import { useBalanceRefresh } from './use-balance-refresh';

/** Balance refresh (SPEC.md 3, 9) with the CMS common settings, or the defaults until (or unless) they load. */
export function BalanceRefreshEffect() {
  const { data: common } = useGetCmsCommonQuery();
  useBalanceRefresh(common?.balanceRefresh);
  return null;
}
