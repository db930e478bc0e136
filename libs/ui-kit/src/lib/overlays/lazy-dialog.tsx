import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Loader } from '../feedback/loader';
import type { DialogComponentProps, DialogRegistry } from './dialog-types';

/** A dialog whose code loads on its first opening; `preload()` fetches it ahead (a test frame, a hover). */
export type LazyDialogComponent<P extends object> = ComponentType<DialogComponentProps<P>> & { preload: () => Promise<void> };

/**
 * A dialog component loaded on its first opening, so a feature's dialogs (and the forms in them) stay out of the
 * pages that never open them: `lazyDialog(() => import('./x-dialog').then((m) => m.XDialog))`. Once loaded (or
 * preloaded), a dialog opens at once, without the loader.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<DialogComponentProps<P>>>): LazyDialogComponent<P> {
  let loaded: ComponentType<DialogComponentProps<P>> | undefined;
  let loading: Promise<ComponentType<DialogComponentProps<P>>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function LazyDialog(props: DialogComponentProps<P>) {
    // Decided once per opening: a dialog never remounts when its code arrives while it is open.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<Loader centered />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => loadOnce().then(() => undefined) });
}

/** Loads the code of every lazy dialog of a registry: a test frame opens them without waiting on a chunk. */
export async function preloadDialogs(registry: DialogRegistry): Promise<void> {
  await Promise.all(Object.values(registry).map((dialog) => ('preload' in dialog && typeof dialog.preload === 'function' ? dialog.preload() : undefined)));
}
