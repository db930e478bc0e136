import { closeDialog, selectDialogs, useIsAuthenticated } from '@casino/session';
import { DialogStack, type DialogCloseOptions, type DialogRegistry } from '@casino/ui-kit';
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { formatLocation } from '@casino/routing';
import type { DialogFollowUp } from '../guards/guard-dialogs';

export type DialogHostProps = {
  registry: DialogRegistry;
  /** Where closing a guard's dialog leads (query keys removed, index after #real), by dialog key. */
  followUps: Map<string, DialogFollowUp>;
};

/**
 * The dialog stack of SPEC.md 2.7, fed from the overlays slice. A dialog closed by any means (its close
 * button, Escape, a feature dispatching closeDialogsById) triggers the navigation a guard attached to it.
 */
export function DialogHost({ registry, followUps }: DialogHostProps) {
  const dialogs = useSelector(selectDialogs);
  const dispatch = useDispatch();
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

  const handleClose = useCallback(
    (key: string, options?: DialogCloseOptions) => dispatch(closeDialog({ key, force: options?.force })),
    [dispatch],
  );
  return <DialogStack dialogs={dialogs} registry={registry} onClose={handleClose} />;
}
