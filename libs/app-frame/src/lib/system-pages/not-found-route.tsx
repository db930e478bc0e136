import { routeNotFoundError } from '@casino/routing';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';

/** An unmatched path (SPEC.md 2.2): 'Page not found: {full path}', shown at that very address. */
export function NotFoundRoute() {
  const location = useLocation();
  return <NotFoundPage message={routeNotFoundError(location).message} />;
}
