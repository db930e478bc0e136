import { pageLocaleChanged } from '@casino/i18n';
import { splitLocale, type Guard, type RouteLocation } from '@casino/routing';
import type { UnknownAction } from '@reduxjs/toolkit';
import { redirect, redirectDocument, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { openGuardDialogs, type DialogFollowUp } from './guard-dialogs';
import { resolveNavigation, type NavigationSources } from './resolve-navigation';

export type GuardLoaderOptions = {
  sources: NavigationSources;
  /** The site's guard chain (SPEC.md 2.4 in order). */
  guards: readonly Guard[];
  dispatch: (action: UnknownAction) => unknown;
  followUps: Map<string, DialogFollowUp>;
  storage?: Pick<Storage, 'setItem'>;
  /**
   * The location being navigated to, with its hash (a request URL carries none), and the one being left
   * (null on entry). The router knows both; see `routerLocations`.
   */
  locations: (url: URL) => { to: RouteLocation; from: RouteLocation | null };
  /**
   * False on a server render: dialogs are the browser's, which opens them after hydration (`openEntryDialogs`), so
   * the server's HTML and the browser's first render are the same page.
   */
  opensDialogs?: boolean;
};

/**
 * The root route's loader: puts the page locale of the URL in the store (every request of the navigation, the
 * guards' and the page's, carries it), then runs the guard chain before any page of a navigation is shown. A
 * redirect replaces or pushes in-app, an external target is a full page load, and the dialogs the guards ask for
 * are opened.
 */
export function createGuardLoader({ sources, guards, dispatch, followUps, storage, locations, opensDialogs = true }: GuardLoaderOptions) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { to, from } = locations(new URL(request.url));
    dispatch(pageLocaleChanged(splitLocale(to.pathname).locale));
    const outcome = await resolveNavigation(to, from, sources, guards);
    if (outcome.type === 'redirect') throw outcome.replace ? replace(outcome.to) : redirect(outcome.to);
    if (outcome.type === 'external') throw redirectDocument(outcome.url);
    if (opensDialogs) openGuardDialogs(dispatch, outcome.dialogs, followUps, storage, to);
    return null;
  };
}
