import { Loader } from '@casino/ui-kit';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { CHUNK_RELOAD_STORAGE_KEY, routeErrorView } from './route-error';
import { SlotErrorPage } from './slot-error-page';

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
  if (view.type === 'slot-error') return <SlotErrorPage />;
  return <NotFoundPage message={view.message} />;
}
