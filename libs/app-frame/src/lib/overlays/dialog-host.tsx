import { useIsAuthenticated } from '@casino/session';
import { DialogHost, selectDialogs, type DialogRegistry } from '@casino/ui-kit';
import { formatLocation } from '@casino/routing';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import type { DialogFollowUp } from '../guards/guard-dialogs';

export type GuardedDialogHostProps = {
  registry: DialogRegistry;
  /** Where closing a guard's dialog leads (query keys removed, index after #real), by dialog key. */
  followUps: Map<string, DialogFollowUp>;
};

/**
 * The dialog stack of SPEC.md 2.7, and the navigation a guard attached to one of its dialogs: a dialog closed by any
 * means (its close button, Escape, a feature dispatching closeDialogsById) leads where the guard said.
 */
export function GuardedDialogHost({ registry, followUps }: GuardedDialogHostProps) {
  const dialogs = useSelector(selectDialogs);
  const navigate = useNavigate();
  const signedIn = useIsAuthenticated();
  const location = useLocation();
  const here = formatLocation(location);
  // While a navigation is under way (the auth dialog sending the player on), the follow-ups wait for it to land.
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (navigating) return;
    const open = new Set(dialogs.map((dialog) => dialog.key));
    for (const [key, followUp] of followUps) {
      if (open.has(key)) continue;
      followUps.delete(key);
      if (followUp.visitorsOnly && signedIn) continue;
      if (here !== followUp.openedAt) continue;
      void navigate(followUp.to, { replace: followUp.replace });
    }
  }, [dialogs, followUps, navigate, signedIn, here, navigating]);

  return <DialogHost registry={registry} />;
}
