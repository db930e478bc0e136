import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { RouteName } from './route-table';

/** A feature's page, loaded on the first visit: every page is its own chunk. */
export type LazyPage = () => Promise<ComponentType>;

/** Pages by route name of ROUTE_TABLE; a route without a page shows the "not available" page. */
export type PageMap = Partial<Record<RouteName, LazyPage>>;

/** What a page's data prefetch knows of the navigation: the route's params and the query. */
export type PageDataRequest = { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams };

/**
 * Starts the requests a page makes first, beside the guards (RTK Query prefetches of the platform and CMS apis with
 * the very arguments the page's hooks use, so the page finds them in flight or done and nothing is asked twice).
 * The same function serves the first load in the browser and a server render. A promise says when its requests have
 * started (see `pageDataOnDemand`): a server render waits for that before it waits for their answers; the browser
 * never waits.
 */
export type PageData = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, request: PageDataRequest) => void | Promise<void>;

/** Page data prefetches by route name. */
export type PageDataMap = Partial<Record<RouteName, PageData>>;

/**
 * A feature's page data loaded with the endpoints it asks, when one of its pages is first visited. Imported by the
 * feature's manifest, page data would put its endpoints in the site's start-up (RTK Query injects an endpoint file's
 * endpoints as it is evaluated): every first page downloaded and evaluated the cashier's, the loyalty programme's and
 * the game hall's endpoints, whichever page it was.
 */
export function pageDataOnDemand<R extends RouteName>(
  routes: readonly R[],
  // Exactly the listed routes: page data for a route left out of the list would never run.
  load: () => Promise<Record<R, PageData> & Partial<Record<Exclude<RouteName, R>, never>>>,
): Record<R, PageData> {
  const onDemand =
    (route: R): PageData =>
    async (dispatch, request) => {
      const pageData: Record<R, PageData> = await load();
      return pageData[route](dispatch, request);
    };
  return Object.fromEntries(routes.map((route) => [route, onDemand(route)])) as Record<R, PageData>;
}
