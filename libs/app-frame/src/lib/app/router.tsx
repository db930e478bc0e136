import { loadMessages } from '@casino/i18n';
import { splitLocale } from '@casino/routing';
import { createBrowserRouter } from 'react-router-dom';
import { createGuardLoader } from '../guards/guard-loader';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { routerLocations, type RouterSnapshot } from '../guards/router-locations';
import { prefetchNavigationData, storeNavigationSources } from '../guards/store-navigation-sources';
import { siteCatalogues } from './locale-root';
import { patchLocaleRoutes, routeTree, type PrefetchPage } from './route-tree';
import type { SiteDefinition } from './site-definition';
import type { AppStore } from './store';

const localStorageOrUndefined = () => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * What the first page needs before the router can show it, asked for at once: the page's messages download while
 * the guards ask the platform about the player, not after them; the locale branch then finds them loaded
 * (catalogues keep what they fetched), and a failure here is retried by that branch.
 */
export function startFirstPageRequests(store: AppStore, site: SiteDefinition) {
  loadMessages(siteCatalogues(site), splitLocale(window.location.pathname).locale).catch(() => undefined);
  prefetchNavigationData(store, window.location.pathname);
}

/** A shell's router: the route tree of its site with the guard chain (SPEC.md 2.4) backed by the store. */
export function createSiteRouter(store: AppStore, site: SiteDefinition) {
  const followUps = new Map<string, DialogFollowUp>();
  // Filled right after creation; the first loader runs inside createBrowserRouter, when it is still empty.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  const guardLoader = createGuardLoader({
    sources: storeNavigationSources(store, { allowedHosts: site.allowedExternalHosts }),
    dispatch: store.dispatch,
    followUps,
    storage: localStorageOrUndefined(),
    locations: routerLocations(
      () => created.router?.state as RouterSnapshot | undefined,
      () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }),
    ),
  });
  // Only the first page's locale is in the route tree at the start; other locales join when first visited.
  const localesLoaded = [splitLocale(window.location.pathname).locale];
  const { pageData } = site;
  const prefetchPage: PrefetchPage | undefined = pageData && ((route, request) => pageData[route]?.(store.dispatch, request));
  created.router = createBrowserRouter(routeTree({ site, guardLoader, followUps, localesLoaded, prefetchPage }), {
    patchRoutesOnNavigation: patchLocaleRoutes(site, localesLoaded, prefetchPage),
  });
  return created.router;
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;
