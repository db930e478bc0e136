import { useGetResponsibleGamingSessionQuery } from '@casino/api-client';
import { useAppDispatch, useAppSelector, useIsAuthenticated } from '@casino/session';
import { openDialog, selectDialogs } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { REALITY_CHECK_DIALOG_ID } from './reality-check-ids';

/** A timer can wait at most this long (setTimeout's 32-bit limit); a later check is rescheduled from a fresh answer. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The reality check (responsible gaming): every N minutes of a signed-in session, as the player chose, the popup over
 * whatever runs (a game included) until the player continues or leaves. The due time is the platform's
 * `next_reality_check_at`, measured against its own `now` so a device clock that is off does not move it.
 */
export function RealityCheckEffect() {
  const dispatch = useAppDispatch();
  const signedIn = useIsAuthenticated();
  const open = useAppSelector(selectDialogs).some((dialog) => dialog.id === REALITY_CHECK_DIALOG_ID);
  const { data, fulfilledTimeStamp } = useGetResponsibleGamingSessionQuery(undefined, { skip: !signedIn });
  const shown = useRef<number | undefined>(undefined);
  const due = signedIn && data?.next_reality_check_at && fulfilledTimeStamp !== undefined ? Date.parse(data.next_reality_check_at) - Date.parse(data.now) + fulfilledTimeStamp : undefined;

  useEffect(() => {
    // The popup refetches the session when it opens; that answer names the next check (never the one just shown).
    if (due === undefined || open || (shown.current !== undefined && Math.abs(due - shown.current) < 5_000)) return undefined;
    const timer = setTimeout(() => {
      shown.current = due;
      dispatch(openDialog({ id: REALITY_CHECK_DIALOG_ID, type: 'popup', preventClose: true }));
    }, Math.min(MAX_DELAY_MS, Math.max(0, due - Date.now())));
    return () => clearTimeout(timer);
  }, [dispatch, due, open]);

  return null;
}
