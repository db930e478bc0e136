import { useGetAccountInfoQuery, useGetGeneralInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../store/create-store';
import { subscribeToPlayerActivity } from '../activity/player-activity';
import { joinTabsActivity } from '../activity/tabs-activity';
import { closeDialogsById, openDialog } from '@casino/ui-kit';
import { idleCountdownChanged, idleWarningCleared } from '../session-state/session-slice';
import { idlePeriodSeconds } from './idle-period';
import { startIdleTimer, type IdleTimer } from './idle-timer';
import { signOutThen } from './sign-out-then';

/** The dialog id of the warning; the auth feature registers its component. */
export const INTERACTIVITY_WARNING_DIALOG = 'interactivity-warning';

export type IdleLogoutEffectProps = {
  /** react-router's `location.key`: a route change counts as activity. */
  locationKey: string;
  /** The page's path: the cashier and the payment page have inactivity times of their own (idle-period.ts). */
  pathname: string;
  /** Called after the idle sign-out; the shell goes to the index page (SPEC.md 2.4). */
  onSignedOut: () => void;
};

/**
 * Idle logout (SPEC.md 4): runs only while a player is signed in and general info sets
 * time_to_force_logout (or, in the cashier and on the payment page, their own inactivity times). At 80% the interactivity warning opens with `props.secondsLeft`; the live
 * countdown is `selectIdleWarning`. Any key press, click, scroll or route change closes it and starts over, as does
 * play inside a game or sportsbook frame and activity in another of the player's tabs.
 */
export function IdleLogoutEffect({ locationKey, pathname, onSignedOut }: IdleLogoutEffectProps) {
  const dispatch = useAppDispatch();
  const { data: account } = useGetAccountInfoQuery();
  const { data: generalInfo } = useGetGeneralInfoQuery();
  const signedIn = isAuthenticated(account);
  const seconds = idlePeriodSeconds(generalInfo, pathname);
  const periodMs = signedIn && seconds ? seconds * 1000 : null;

  const timerRef = useRef<IdleTimer | null>(null);
  const onSignedOutRef = useRef(onSignedOut);
  useEffect(() => {
    onSignedOutRef.current = onSignedOut;
  }, [onSignedOut]);

  useEffect(() => {
    if (periodMs === null) return undefined;
    let warningOpen = false;
    const closeWarning = () => {
      if (!warningOpen) return;
      warningOpen = false;
      dispatch(closeDialogsById({ id: INTERACTIVITY_WARNING_DIALOG, force: true }));
      dispatch(idleWarningCleared());
    };
    const timer = startIdleTimer({
      periodMs,
      onCountdown: (secondsLeft) => {
        dispatch(idleCountdownChanged(secondsLeft));
        if (warningOpen) return;
        warningOpen = true;
        dispatch(openDialog({ id: INTERACTIVITY_WARNING_DIALOG, props: { secondsLeft } }));
      },
      onActive: closeWarning,
      onExpire: () => {
        closeWarning();
        signOutThen(dispatch, () => onSignedOutRef.current());
      },
    });
    const tabs = joinTabsActivity(timer.activity);
    const activity = () => {
      timer.activity();
      tabs.announce();
    };
    timerRef.current = { activity, stop: timer.stop };
    const unsubscribe = subscribeToPlayerActivity(activity);
    return () => {
      unsubscribe();
      tabs.close();
      timer.stop();
      timerRef.current = null;
      closeWarning();
    };
  }, [dispatch, periodMs]);

  useEffect(() => {
    timerRef.current?.activity();
  }, [locationKey]);

  return null;
}
