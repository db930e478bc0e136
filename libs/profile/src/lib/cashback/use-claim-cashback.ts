import { usePayoutCashbackMutation } from '@casino/api-client';
import { useToast } from '@casino/ui-kit';
import { cashbackMessages as m } from './cashback.messages';

/** cashbacks.payout for one cashback (or every payable one without an id), told with a toast. */
export function useClaimCashback() {
  const toast = useToast();
  const [payout, state] = usePayoutCashbackMutation();
  const claim = async (cashbackId?: number | string) => {
    const result = await payout(cashbackId === undefined ? undefined : { cashback_id: cashbackId });
    toast('error' in result ? 'error' : 'success', 'error' in result ? m.claimFailed : m.claimed);
    return !('error' in result);
  };
  return { claim, isClaiming: state.isLoading, claimingId: state.originalArgs?.cashback_id };
}
