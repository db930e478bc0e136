import { Loader } from '@casino/ui-kit';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { CHUNK_RELOAD_STORAGE_KEY, routeErrorView } from './route-error';

// The pages load when an error happens; the decision above stays in the entry, since a chunk that failed to load
// (a new build deployed) must still lead to the reload.
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));
const SlotErrorPage = lazy(() => import('./slot-error-page').then((module) => ({ default: module.SlotErrorPage })));

function readLastReload(): string | undefined {
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export type RouteErrorPageProps = { isGamePage?: boolean };

/** The error boundary of every page route: inside its layout, so the header and navigation stay usable. */
export function RouteErrorPage({ isGamePage = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const location = useLocation();
  const view = routeErrorView(error, location, { isGamePage, lastReloadedUrl: readLastReload() });

  const reloadUrl = view.type === 'reload' ? view.url : null;

  useEffect(() => {
    if (!reloadUrl) return;
    try {
      sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, reloadUrl);
    } catch {
      // Without storage a second failure would reload again; the error page shows once the chunk is gone for good.
    }
    window.location.assign(reloadUrl);
  }, [reloadUrl]);

  if (view.type === 'reload') return <Loader centered size="lg" />;
  return (
    <Suspense fallback={<Loader centered size="lg" />}>
      {view.type === 'slot-error' ? <SlotErrorPage /> : <NotFoundPage message={view.message} />}
    </Suspense>
  );
}
