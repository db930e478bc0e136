import { useGetAccountInfoQuery, useGetCashierHistoryQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { REGISTRATION_HINT_WINDOW_MS, hintWindowEnd, isRegistrationHintVisible } from './registration-hint';
import { useNowUntil } from './use-now-until';

/** Whether to show the registration hint (SPEC.md 4); asks for the deposit history only inside the window. */
export function useRegistrationHint(): boolean {
  const { data: account } = useGetAccountInfoQuery();
  const end = isAuthenticated(account) ? hintWindowEnd(account, REGISTRATION_HINT_WINDOW_MS) : null;
  const now = useNowUntil(end);
  const inWindow = end !== null && now < end;
  const { data: deposits } = useGetCashierHistoryQuery({ type: 'deposit', count: 1 }, { skip: !inWindow });
  return isRegistrationHintVisible({ account, now, depositsCount: deposits?.total });
}
