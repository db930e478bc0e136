import { selectHasOpenDialog } from '@casino/session';
import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import type { DialogFollowUp } from '../guards/guard-dialogs';

// The stack (floating-ui, focus trap) and the registry's components are fetched with the first dialog only.
const DialogHostWithRegistry = lazy(() => import('./dialog-host-with-registry').then((module) => ({ default: module.DialogHostWithRegistry })));

export type LazyDialogHostProps = { followUps: Map<string, DialogFollowUp> };

/** Mounts the dialog host once a dialog is first opened, and keeps it mounted for the follow-ups of later ones. */
export function LazyDialogHost({ followUps }: LazyDialogHostProps) {
  const hasOpenDialog = useSelector(selectHasOpenDialog);
  const [needed, setNeeded] = useState(hasOpenDialog);
  if (hasOpenDialog && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <DialogHostWithRegistry followUps={followUps} />
    </Suspense>
  );
}
