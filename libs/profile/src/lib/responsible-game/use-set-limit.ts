import { useSetResponsibleGamingLimitMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { RgLimitType, RgPeriod } from '@casino/platform-contract';
import { useToast } from '@casino/ui-kit';
import { useCallback } from 'react';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';

export type SetLimitOutcome = 'applied' | 'pending' | { error: unknown };

/**
 * responsibleGaming.setLimit for one limit type, with the toast that says whether the change applies now or after the
 * cooling-off (the platform decides: a lower or new limit at once, a higher one or a removal later).
 */
export function useSetLimit(type: RgLimitType) {
  const toast = useToast();
  const { formatDateTime } = useFormatters();
  const [mutate, { isLoading }] = useSetResponsibleGamingLimitMutation();
  const setLimit = useCallback(
    async (period: RgPeriod, amount: number | null): Promise<SetLimitOutcome> => {
      const result = await mutate({ type, period, amount });
      if (result.error !== undefined) return { error: result.error };
      if (result.data.applied) {
        toast('success', m.appliedNow);
        return 'applied';
      }
      const waiting = type === 'session' ? result.data.limits.session[period].pending : result.data.limits[type][period].pending;
      toast('info', v.appliesLater, { date: waiting ? formatDateTime(waiting.effective_at) : '' });
      return 'pending';
    },
    [formatDateTime, mutate, toast, type],
  );
  return { setLimit, busy: isLoading };
}
