import { useCatalogues, type Catalogue } from '@casino/i18n';
import { selectHasOpenDialog, type DialogRegistry } from '@casino/ui-kit';
import { lazy, Suspense, use, useDeferredValue, useState } from 'react';
import { useSelector } from 'react-redux';
import type { DialogFollowUp } from '../guards/guard-dialogs';

// The stack (floating-ui, focus trap) and the dialogs' components are fetched with the first dialog only.
const GuardedDialogHost = lazy(() => import('./dialog-host').then((module) => ({ default: module.GuardedDialogHost })));

type LoadDialogs = () => Promise<DialogRegistry>;
const registries = new WeakMap<LoadDialogs, Promise<DialogRegistry>>();

/** The registry of a site, loaded once however often the host renders. */
function registryOf(loadDialogs: LoadDialogs): Promise<DialogRegistry> {
  let registry = registries.get(loadDialogs);
  if (!registry) {
    registry = loadDialogs();
    registries.set(loadDialogs, registry);
  }
  return registry;
}

export type LazyDialogHostProps = {
  loadDialogs: LoadDialogs;
  /** The texts of the dialogs' features (a constant array), loaded with the dialogs. */
  catalogues: readonly Catalogue[];
  followUps: Map<string, DialogFollowUp>;
};

function LoadedDialogHost({ loadDialogs, catalogues, followUps }: LazyDialogHostProps) {
  const registry = registryOf(loadDialogs);
  useCatalogues(catalogues);
  return <GuardedDialogHost registry={use(registry)} followUps={followUps} />;
}

/** Mounts the dialog host once a dialog is first opened, and keeps it mounted for the follow-ups of later ones. */
export function LazyDialogHost({ loadDialogs, catalogues, followUps }: LazyDialogHostProps) {
  // The host's first mount (the stack, floating-ui, the registry's dialogs) renders in a transition, in slices: the
  // store's update renders at once (react-redux), and the first dialog opened while a page starts (a visitor's
  // demo-mode offer on a game) made one long task of it on a phone. Once mounted, dialogs open at once as before.
  const hasOpenDialog = useDeferredValue(useSelector(selectHasOpenDialog));
  const [needed, setNeeded] = useState(hasOpenDialog);
  if (hasOpenDialog && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialogHost loadDialogs={loadDialogs} catalogues={catalogues} followUps={followUps} />
    </Suspense>
  );
}
