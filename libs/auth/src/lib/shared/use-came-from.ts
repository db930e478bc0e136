import { useLocalizedPath, REDIRECT_URL_QUERY, sitePath } from '@casino/routing';
import { useLocation } from 'react-router-dom';

/**
 * Where the player was before the sign-in or sign-up page: its redirectUrl (the header's links and the private-area
 * guard put it there), if it is a page of this site; otherwise the home page.
 */
export function useCameFrom(): string {
  const { search } = useLocation();
  const path = useLocalizedPath();
  return sitePath(new URLSearchParams(search).get(REDIRECT_URL_QUERY)) ?? path('index');
}
