import { lazy, Suspense, type ComponentType } from 'react';
import { Loader } from '../feedback/loader';
import type { DialogComponentProps } from './dialog-types';

/**
 * A dialog component loaded on its first opening, so a feature's dialogs (and the forms in them) stay out of the
 * pages that never open them: `lazyDialog(() => import('./x-dialog').then((m) => m.XDialog))`.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<DialogComponentProps<P>>>): ComponentType<DialogComponentProps<P>> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: DialogComponentProps<P>) {
    return (
      <Suspense fallback={<Loader centered />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
