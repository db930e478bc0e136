import { formatLocation, type DialogRequest, type OpenDialogDecision, type RouteLocation } from '@casino/routing';
import type { UnknownAction } from '@reduxjs/toolkit';
import { openDialog, type OpenDialogPayload } from '@casino/ui-kit';

/** Where closing a dialog opened by a guard leads (SPEC.md 2.4), by dialog key. */
export type DialogFollowUp = {
  to: string;
  replace: boolean;
  /** #real: a visitor who signed up in the popup stays on the game instead of going to the index. */
  visitorsOnly: boolean;
  /** The address the dialog opened on: if the player has moved on since (signed up in it), the follow-up is moot. */
  openedAt: string;
};

/** The dialog of the registry (SPEC.md 2.7) a guard's request opens. */
export function dialogPayloadOf(request: DialogRequest): OpenDialogPayload {
  if (request.id === 'auth') return { id: 'auth', preventClose: request.preventClose, props: { mode: request.mode } };
  return { id: 'campaign', props: { preview: true, popupId: request.popup } };
}

type Dispatch = (action: UnknownAction) => unknown;

/**
 * Opens the dialogs the guards asked for, writes their `remember` values (show_popup_reg) to local storage,
 * and records where closing each one leads; the dialog host follows those records.
 */
export function openGuardDialogs(
  dispatch: Dispatch,
  dialogs: readonly OpenDialogDecision[],
  followUps: Map<string, DialogFollowUp>,
  storage: Pick<Storage, 'setItem'> | undefined,
  openedAt: RouteLocation,
): void {
  // The #real registration popup leads to the index when a visitor gives up; the query-key popups only clean up.
  for (const decision of dialogs) {
    const action = openDialog(dialogPayloadOf(decision.dialog));
    dispatch(action);
    const { onClose } = decision;
    if (onClose) {
      // A player who signs in or up in a guard's auth popup has already been sent on by the auth feature (to
      // redirectUrl, or here with register=success and without the popup keys): the follow-up is for visitors.
      const visitorsOnly = decision.dialog.id === 'auth';
      followUps.set(action.payload.key, { to: onClose.to, replace: onClose.replace, visitorsOnly, openedAt: formatLocation(openedAt) });
    }
    if (decision.remember) {
      try {
        storage?.setItem(decision.remember.key, decision.remember.value);
      } catch {
        // Storage can be full or disabled (private mode); the popup still opens.
      }
    }
  }
}
