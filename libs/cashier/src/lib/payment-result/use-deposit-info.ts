import { accountApi, MONEY_TAGS, platformApi, useGetDepositInfoQuery } from '@casino/api-client';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

/** How often a pending payment asks cashier.getdepositinfo whether it settled. */
export const DEPOSIT_POLL_INTERVAL_MS = 3000;

/**
 * How old a deposit's answer may be and still be shown without asking again when the page mounts, in seconds: the
 * answer a server render of this very page fetched (the player's browser takes a moment to hydrate it). An older
 * cached answer (a deposit seen pending minutes ago) is asked again.
 */
const FRESH_ANSWER_S = 10;

/**
 * How far apart the account's answer and the deposit's may be to count as one page load's, in ms: a balance
 * answered with the settled deposit already counts the payment, and is not asked again.
 */
const SAME_LOAD_MS = FRESH_ANSWER_S * 1000;

/**
 * The deposit behind a result page (when the URL names it). While `poll` is on and it is pending, it is
 * asked again every few seconds; once settled, balances and history are refetched (unless the balance was answered
 * together with the settled deposit, as a server-rendered page's are).
 */
export function useDepositInfo(transaction: string | undefined, { poll = false }: { poll?: boolean } = {}) {
  const dispatch = useDispatch();
  const query = useGetDepositInfoQuery(transaction ? { id: transaction } : { id: '' }, {
    skip: !transaction,
    pollingInterval: poll ? DEPOSIT_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: FRESH_ANSWER_S,
  });
  const accountAnswered = useSelector(accountApi.endpoints.getAccountInfo.select()).fulfilledTimeStamp;
  const status = query.data?.status;
  const answered = query.fulfilledTimeStamp;
  useEffect(() => {
    if (!status || status === 'pending') return;
    if (accountAnswered !== undefined && answered !== undefined && answered - accountAnswered < SAME_LOAD_MS) return;
    dispatch(platformApi.util.invalidateTags([...MONEY_TAGS]));
    // The settled status decides; the timestamps only tell whether the balance already counts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, status]);
  return query;
}
