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
 * Never awaited; the same function serves the first load in the browser and a server render.
 */
export type PageData = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, request: PageDataRequest) => void;

/** Page data prefetches by route name. */
export type PageDataMap = Partial<Record<RouteName, PageData>>;
