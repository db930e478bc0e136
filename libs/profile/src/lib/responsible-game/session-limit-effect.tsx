import { useGetResponsibleGamingSessionQuery } from '@casino/api-client';
import { useLocalizedPath } from '@casino/routing';
import { signOutThen, useAppDispatch, useIsAuthenticated } from '@casino/session';
import { closeDialogsById, openDialog, useToast } from '@casino/ui-kit';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { SESSION_LIMIT_WARNING_DIALOG_ID } from './reality-check-ids';
import { responsibleGameMessages as m } from './responsible-game.messages';

/** How long before the session-time limit ends the session the player is warned, with the time left counting down. */
export const SESSION_LIMIT_WARNING_MS = 5 * 60_000;

/** A timer can wait at most this long (setTimeout's 32-bit limit); a later moment is rescheduled from a fresh answer. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The end of a session by the player's session-time limit (responsible gaming): five minutes before the platform's
 * `session_limit_ends_at` (measured against its own `now`, so a device clock that is off does not move it) a warning
 * counts the time left down over whatever runs; at the end the player is signed out, taken to the home page and told
 * why. The platform refuses the session's calls from then on anyway (AuthorizationException, `session_limit`): this
 * makes the end one the player saw coming.
 */
export function SessionLimitEffect() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const path = useLocalizedPath();
  const toast = useToast();
  const signedIn = useIsAuthenticated();
  const { data, fulfilledTimeStamp } = useGetResponsibleGamingSessionQuery(undefined, { skip: !signedIn });
  const endsAt =
    signedIn && data?.session_limit_ends_at && fulfilledTimeStamp !== undefined
      ? Date.parse(data.session_limit_ends_at) - Date.parse(data.now) + fulfilledTimeStamp
      : undefined;
  const leave = useRef({ navigate, path, toast });
  useEffect(() => {
    leave.current = { navigate, path, toast };
  });

  useEffect(() => {
    if (endsAt === undefined || Number.isNaN(endsAt)) return undefined;
    const left = endsAt - Date.now();
    const warn = setTimeout(
      () => dispatch(openDialog({ id: SESSION_LIMIT_WARNING_DIALOG_ID, type: 'popup', props: { endsAt } })),
      Math.min(MAX_DELAY_MS, Math.max(0, left - SESSION_LIMIT_WARNING_MS)),
    );
    const end =
      left <= MAX_DELAY_MS
        ? setTimeout(() => {
            dispatch(closeDialogsById({ id: SESSION_LIMIT_WARNING_DIALOG_ID, force: true }));
            signOutThen(dispatch, () => {
              const { navigate: go, path: to, toast: tell } = leave.current;
              void go(to('index'));
              tell('info', m.sessionEnded);
            });
          }, Math.max(0, left))
        : undefined;
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [dispatch, endsAt]);

  return null;
}
