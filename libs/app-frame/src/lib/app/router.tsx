import { loadMessages, selectPageLocale } from '@casino/i18n';
import { matchRoute, type RouteName } from '@casino/routing';
import type { AppStore } from '@casino/session';
import { createBrowserRouter } from 'react-router-dom';
import { createGuardLoader } from '../guards/guard-loader';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { routerLocations, type RouterSnapshot } from '../guards/router-locations';
import { navigationDataRequests, storeNavigationSources } from '../guards/store-navigation-sources';
import { siteCatalogues } from './locale-root';
import { patchLocaleRoutes, routeTree, type PrefetchPage } from './route-tree';
import type { SiteDefinition } from './site-definition';

const localStorageOrUndefined = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * What the first page needs before the router can show it, asked for at once: its chunk and messages download while
 * the guards ask the platform about the player, not after them; the locale branch then finds them loaded
 * (catalogues keep what they fetched), and a failure here is retried by that branch. Returned as steps, one request
 * each: the first dispatch of each API runs much code for the first time, a few milliseconds each on a phone, and
 * `bootSite` runs every step in a task of its own so none of them blocks input.
 */
export function firstPageRequests(store: AppStore, site: SiteDefinition): Array<() => void> {
  const firstPage = site.pages[matchRoute(window.location.pathname)?.route.name as RouteName];
  return [
    // The page's chunk (and its CSS) first: the router's lazy route then finds it on its way, and the links and
    // imports it starts are not part of the router's first navigation.
    () => void firstPage?.().catch(() => undefined),
    () => void loadMessages(siteCatalogues(site), selectPageLocale(store.getState())).catch(() => undefined),
    ...navigationDataRequests(store, window.location.pathname),
  ];
}

/** A shell's router: the route tree of its site with the guard chain (SPEC.md 2.4) backed by the store. */
export function createSiteRouter(store: AppStore, site: SiteDefinition) {
  const followUps = new Map<string, DialogFollowUp>();
  // Filled right after creation; the first loader runs inside createBrowserRouter, when it is still empty.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const guardLoader = createGuardLoader({
    sources: storeNavigationSources(store, { allowedHosts: site.allowedExternalHosts }),
    guards: site.guards,
    dispatch: store.dispatch,
    followUps,
    storage: localStorageOrUndefined(),
    locations: routerLocations(
      () => created.router?.state as RouterSnapshot | undefined,
      () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }),
    ),
  });
  // Only the first page's locale is in the route tree at the start; other locales join when first visited.
  const localesLoaded = [selectPageLocale(store.getState())];
  const { pageData } = site;
  // In a task of its own: a page's first requests are several dispatches, and inside the router's navigation they
  // would make one long task of it on a phone. The requests leave a few milliseconds later, still long before the
  // page's chunk has arrived.
  const prefetchPage: PrefetchPage = (route, request) => void setTimeout(() => pageData[route]?.(store.dispatch, request), 0);
  created.router = createBrowserRouter(routeTree({ site, guardLoader, followUps, localesLoaded, prefetchPage }), {
    patchRoutesOnNavigation: patchLocaleRoutes(site, localesLoaded, prefetchPage),
  });
  return created.router;
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;
