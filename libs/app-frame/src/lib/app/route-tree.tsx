import { loadMessages, type Catalogue } from '@casino/i18n';
import { LOCALIZED_ROUTES, localizePath, splitLocale, type LazyPage, type LocalizedRoute, type PageDataRequest, type RouteLayout, type RouteName } from '@casino/routing';
import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { type Locale, LOCALES } from '@casino/platform-contract';
import type { DialogFollowUp } from '../guards/guard-dialogs';
import { RouteErrorPage } from '../system-pages/route-error-page';
import { AppRoot } from './app-root';
import { LocaleRoot } from './locale-root';
import { RootErrorPage } from './root-error-page';
import type { SiteDefinition } from './site-definition';
import { StartupFallback } from './startup-fallback';

/**
 * A route's lazy component. React Router leaves a route whose `lazy()` rejected unrendered (a blank page), so a
 * module that fails to load (a chunk gone after a deploy) becomes a component that throws its error: the route's
 * error boundary then reloads the target path (SPEC.md 2.4) or shows the error.
 */
export function lazyComponent(load: () => Promise<ComponentType>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: await load() };
    } catch (error) {
      return {
        Component: () => {
          throw error;
        },
      };
    }
  };
}

const notAvailable = lazyComponent(() => import('../system-pages/not-available-page').then((module) => module.NotAvailablePage));
const notFound = lazyComponent(() => import('../system-pages/not-found-route').then((module) => module.NotFoundRoute));

/** What the router keeps about each page route (read with `useMatches`). */
export type PageHandle = { route: LocalizedRoute['route'] };

/** Starts a page's first data requests (SiteDefinition.pageData) for a navigation to it. */
export type PrefetchPage = (route: RouteName, request: PageDataRequest) => void;

/** A page's chunk with its feature's texts in the route's locale: the page's first render shows them. */
function withTexts(page: LazyPage, catalogue: Catalogue | undefined, locale: Locale): LazyPage {
  if (!catalogue) return page;
  return async () => (await Promise.all([page(), loadMessages([catalogue], locale)]))[0];
}

function pageRoute({ id, path, route, locale }: LocalizedRoute, site: SiteDefinition, prefetchPage?: PrefetchPage): RouteObject {
  const page = site.pages[route.name as RouteName];
  return {
    id,
    path,
    handle: { route } satisfies PageHandle,
    // Runs beside the guards' loader: the page's data is asked for while the guards ask about the player and the
    // page's chunk downloads, not after both. It never waits, so the navigation does not either.
    ...(prefetchPage
      ? {
          loader: ({ params, request }: LoaderFunctionArgs) => {
            prefetchPage(route.name as RouteName, { params, search: new URL(request.url).searchParams });
            return null;
          },
        }
      : {}),
    errorElement: <RouteErrorPage isGamePage={route.isGamePage} />,
    // Each page is its own chunk, fetched while the guards run; a route without a page says so honestly.
    lazy: page ? lazyComponent(withTexts(page, site.pageCatalogues[route.name as RouteName], locale)) : notAvailable,
  };
}

export type RouteTreeOptions = {
  site: SiteDefinition;
  guardLoader: LoaderFunction;
  followUps: Map<string, DialogFollowUp>;
  /** The locales whose pages are in the tree from the start (all by default); see `patchLocaleRoutes`. */
  localesLoaded?: readonly Locale[];
  prefetchPage?: PrefetchPage;
};

const localeBranchId = (locale: Locale) => `locale:${locale}`;

/** A locale branch's children: its layouts, each with its pages, and the locale's 404 inside the default layout. */
function localeRoutes(site: SiteDefinition, locale: Locale, prefetchPage?: PrefetchPage): RouteObject[] {
  const layouts = Object.keys(site.layouts) as RouteLayout[];
  return layouts.map((layout) => ({
    id: `layout:${layout}:${locale}`,
    Component: site.layouts[layout],
    children: [
      ...LOCALIZED_ROUTES.filter((entry) => entry.locale === locale && entry.route.layout === layout).map((entry) => pageRoute(entry, site, prefetchPage)),
      ...(layout === 'default' ? [{ id: `not-found:${locale}`, path: localizePath('/*', locale), lazy: notFound }] : []),
    ],
  }));
}

/**
 * Every route of SPEC.md 2.1 in its six locale variants: root (guards) → locale branch (messages, session,
 * overlays) → layout → page. Unknown paths of each locale are a 404 inside the default layout, with the
 * address bar left on the requested path.
 */
export function routeTree({ site, guardLoader, followUps, localesLoaded = LOCALES, prefetchPage }: RouteTreeOptions): RouteObject[] {
  return [
    {
      id: 'root',
      loader: guardLoader,
      // The guards run on every navigation, not only when the root's own params change.
      shouldRevalidate: () => true,
      element: <AppRoot commandHashes={site.commandHashes} />,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: site.StartupFallback ?? StartupFallback,
      children: LOCALES.map((locale) => ({
        id: localeBranchId(locale),
        element: <LocaleRoot locale={locale} site={site} followUps={followUps} />,
        // A pathless branch without children matches nothing until its pages are patched in.
        ...(localesLoaded.includes(locale) ? { children: localeRoutes(site, locale, prefetchPage) } : {}),
      })),
    },
  ];
}

/**
 * Adds a locale's pages to the router the first time a path of that locale is visited. The router matches and
 * ranks every route it knows on start and on each navigation: six locales' worth of them cost a phone a long
 * task on the first load, and a visitor seldom needs more than one.
 */
export function patchLocaleRoutes(site: SiteDefinition, localesLoaded: readonly Locale[], prefetchPage?: PrefetchPage): PatchRoutesOnNavigationFunction {
  const loaded = new Set(localesLoaded);
  return ({ path, patch }) => {
    const { locale } = splitLocale(new URL(path, 'http://x').pathname);
    if (loaded.has(locale)) return;
    loaded.add(locale);
    patch(localeBranchId(locale), localeRoutes(site, locale, prefetchPage));
  };
}
