import { loadMessages, selectPageLocale } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import { matchRoute, splitLocale, type RouteLocation, type RouteName } from '@casino/routing';
import type { AppStore } from '@casino/session';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { createGuardLoader } from '../guards/guard-loader';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { routerLocations, type RouterSnapshot } from '../guards/router-locations';
import { browserRequestFacts, navigationDataRequests, storeNavigationSources, type RequestFacts } from '../guards/store-navigation-sources';
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
 * Where the browser is: the location the browser router starts at and navigates from. The page locale comes from it
 * through the router (`createGuardLoader`) and, before the router exists, from `entryLocation` (a server render takes
 * both from its request).
 */
const addressBar = (): RouteLocation => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** The first page's location and locale, as the browser router will start with them: the store's locale before any request. */
export function entryLocation(): RouteLocation & { locale: Locale } {
  const location = addressBar();
  return { ...location, locale: splitLocale(location.pathname).locale };
}

/**
 * What the first page needs before the router can show it, asked for at once: its chunk and messages download while
 * the guards ask the platform about the player, not after them; the locale branch then finds them loaded
 * (catalogues keep what they fetched), and a failure here is retried by that branch. Returned as steps, one request
 * each: the first dispatch of each API runs much code for the first time, a few milliseconds each on a phone, and
 * `bootSite` runs every step in a task of its own so none of them blocks input.
 */
export function firstPageRequests(store: AppStore, site: SiteDefinition, entry: RouteLocation): Array<() => void> {
  const route = matchRoute(entry.pathname)?.route.name as RouteName;
  const firstPage = site.pages[route];
  const pageCatalogue = site.pageCatalogues[route];
  return [
    // The page's chunk (and its CSS) first: the router's lazy route then finds it on its way, and the links and
    // imports it starts are not part of the router's first navigation.
    () => void firstPage?.().catch(() => undefined),
    () => void loadMessages([...siteCatalogues(site), ...(pageCatalogue ? [pageCatalogue] : [])], selectPageLocale(store.getState())).catch(() => undefined),
    ...navigationDataRequests(store, entry.pathname),
  ];
}

/**
 * The routes of a site with the guard chain (SPEC.md 2.4) backed by the store: the browser's router and a server
 * render's static handler run the very same tree. `snapshot` is the browser router's state (undefined on a server,
 * where every request is an entry and carries no hash).
 */
export function siteRoutes(
  store: AppStore,
  site: SiteDefinition,
  options: {
    facts: RequestFacts;
    followUps: Map<string, DialogFollowUp>;
    locations: (url: URL) => { to: RouteLocation; from: RouteLocation | null };
    storage?: Pick<Storage, 'setItem'>;
    opensDialogs?: boolean;
    localesLoaded?: Parameters<typeof routeTree>[0]['localesLoaded'];
    prefetchPage?: PrefetchPage;
  },
) {
  const guardLoader = createGuardLoader({
    sources: storeNavigationSources(store, options.facts, { allowedHosts: site.allowedExternalHosts }),
    guards: site.guards,
    dispatch: store.dispatch,
    followUps: options.followUps,
    storage: options.storage,
    locations: options.locations,
    opensDialogs: options.opensDialogs,
  });
  return routeTree({ site, guardLoader, followUps: options.followUps, localesLoaded: options.localesLoaded, prefetchPage: options.prefetchPage });
}

/** The browser's router of a site, prepared: its routes exist before the router does (a hydration loads their pages first). */
function prepareSiteRouter(store: AppStore, site: SiteDefinition) {
  const followUps = new Map<string, DialogFollowUp>();
  // Filled right after creation; the first loader runs inside createBrowserRouter, when it is still empty.
  const created: { router?: ReturnType<typeof createBrowserRouter> } = {};
  // Only the first page's locale is in the route tree at the start; other locales join when first visited.
  const localesLoaded = [selectPageLocale(store.getState())];
  const { pageData } = site;
  // In a task of its own: a page's first requests are several dispatches, and inside the router's navigation they
  // would make one long task of it on a phone. The requests leave a few milliseconds later, still long before the
  // page's chunk has arrived. Page data that failed to load is no loss: the page's own hooks ask for the same.
  const prefetchPage: PrefetchPage = (route, request) =>
    void setTimeout(() => void Promise.resolve(pageData[route]?.(store.dispatch, request)).catch(() => undefined), 0);
  const shared = { facts: browserRequestFacts(), followUps, storage: localStorageOrUndefined(), localesLoaded, prefetchPage };
  const routes = siteRoutes(store, site, {
    ...shared,
    locations: routerLocations(() => created.router?.state as RouterSnapshot | undefined, addressBar),
  });
  const create = () => {
    const router = createBrowserRouter(routes, {
      // A server-rendered page's loader data and errors come from window.__staticRouterHydrationData (read by the router).
      patchRoutesOnNavigation: patchLocaleRoutes(site, localesLoaded, prefetchPage),
    });
    created.router = router;
    /**
     * A server-rendered first page: the guards ran on the server, which opens no dialogs (the query's sign-in popup,
     * #real's registration popup, a campaign preview). The browser runs the entry's guards once more after hydration,
     * on the answers already in its cache, and opens what they ask for; a redirect only the browser can see (a
     * hash rule) is followed in-app.
     */
    const openEntryDialogs = async () => {
      const entry = siteRoutes(store, site, { ...shared, locations: () => ({ to: addressBar(), from: null }) })[0]?.loader;
      if (typeof entry !== 'function') return;
      try {
        await entry({ request: new Request(window.location.href), params: {}, context: undefined } as never, undefined);
      } catch (thrown) {
        const location = thrown instanceof Response ? thrown.headers.get('Location') : null;
        if (location) void router.navigate(location, { replace: true });
      }
    };
    return Object.assign(router, { openEntryDialogs });
  };
  return { routes, create };
}

/** A shell's router: the route tree of its site with the guard chain (SPEC.md 2.4) backed by the store. */
export function createSiteRouter(store: AppStore, site: SiteDefinition) {
  return prepareSiteRouter(store, site).create();
}

/**
 * The router of a server-rendered page: the page's lazy routes are loaded before the router starts, so the first
 * render shows the page the server sent (a lazy match would render the startup screen instead: a mismatch).
 */
export async function createHydratingSiteRouter(store: AppStore, site: SiteDefinition) {
  const { routes, create } = prepareSiteRouter(store, site);
  const matches = matchRoutes(routes, addressBar()) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return create();
}

export type SiteRouter = ReturnType<typeof createSiteRouter>;
