import { platformApi, useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated, type BalanceRefreshSettings } from '@casino/platform-contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAppDispatch } from '../store/create-store';
import { subscribeToPlayerActivity } from '../activity/player-activity';
import { resolveBalanceRefreshSettings } from './balance-refresh-settings';
import { startBalanceRefresher, type BalanceRefresher } from './balance-refresher';

export type BalanceRefresh = {
  /** For a refresh button: sends a request unless turned off or clicked again too soon; true when sent. */
  refreshNow: () => boolean;
  /** Whether the refresh button should be offered at all (isEnabledRequestsAfterClick). */
  canRefreshOnClick: boolean;
};

/**
 * Balance refresh (SPEC.md 3, 6, 9) for signed-in players only: refetches the account info (it carries the
 * balances) and any balance query on the interval, honouring the inactivity turn-off. Mount it once,
 * where the balance is shown.
 */
export function useBalanceRefresh(settings?: Partial<BalanceRefreshSettings> | null): BalanceRefresh {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountInfoQuery();
  const signedIn = isAuthenticated(account);
  const resolved = resolveBalanceRefreshSettings(settings);
  // One stable object per distinct configuration, so a new settings object each render does not restart the timer.
  const key = JSON.stringify(resolved);
  const stableSettings = useMemo(() => JSON.parse(key) as BalanceRefreshSettings, [key]);
  const refresherRef = useRef<BalanceRefresher | null>(null);

  useEffect(() => {
    if (!signedIn) return undefined;
    // Invalidation refetches only what is subscribed: the account info, and the balance where shown.
    const refresh = () => void dispatch(platformApi.util.invalidateTags(['Account', 'Balance']));
    const refresher = startBalanceRefresher({ settings: stableSettings, refresh });
    refresherRef.current = refresher;
    const unsubscribe = subscribeToPlayerActivity(refresher.activity);
    return () => {
      unsubscribe();
      refresher.stop();
      refresherRef.current = null;
    };
  }, [dispatch, signedIn, stableSettings]);

  const refreshNow = useCallback(() => refresherRef.current?.refreshNow() ?? false, []);
  return { refreshNow, canRefreshOnClick: signedIn && stableSettings.isEnabledRequestsAfterClick };
}
