import { MONEY_TAGS, platformApi, useGetDepositInfoQuery } from '@casino/api-client';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

/** How often a pending payment asks cashier.getdepositinfo whether it settled. */
export const DEPOSIT_POLL_INTERVAL_MS = 3000;

/**
 * The deposit behind a result page (when the URL names it). While `poll` is on and it is pending, it is
 * asked again every few seconds; once settled, balances and history are refetched.
 */
export function useDepositInfo(transaction: string | undefined, { poll = false }: { poll?: boolean } = {}) {
  const dispatch = useDispatch();
  const query = useGetDepositInfoQuery(transaction ? { id: transaction } : { id: '' }, {
    skip: !transaction,
    pollingInterval: poll ? DEPOSIT_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') dispatch(platformApi.util.invalidateTags([...MONEY_TAGS]));
  }, [dispatch, status]);
  return query;
}
