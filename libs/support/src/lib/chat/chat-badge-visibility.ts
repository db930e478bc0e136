import { matchRoute } from '@casino/routing';

/** SPEC.md 4: the chat badge is hidden on the betting page and on game pages, and shown everywhere else. */
export function isChatBadgeHidden(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  return route !== undefined && (route.name === 'betting' || route.isGamePage === true);
}
