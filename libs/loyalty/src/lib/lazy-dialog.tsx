import { Loader, type DialogComponentProps } from '@casino/ui-kit';
import { lazy, Suspense, type ComponentType } from 'react';

/** A dialog component loaded on first open, so the dialogs stay out of every page's first load. */
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
