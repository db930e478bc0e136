import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

/** A feature's page: a lazy loader, so every page is its own chunk (the `<feature>Pages` contract). */
export type LazyPage = () => Promise<ComponentType>;

/** Pages by route name of ROUTE_TABLE; a name without a page shows the "not available yet" page. */
export type PageMap = Partial<Record<RouteName, LazyPage>>;

/** What a page's data prefetch knows of the navigation: the route's params and the query. */
export type PageDataRequest = { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams };

/**
 * Starts the requests a page makes first (RTK Query prefetches with the very arguments the page's hooks use, so
 * the page finds them in flight or done and nothing is asked twice). Never awaited.
 */
export type PageData = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, request: PageDataRequest) => void;

/** Page data prefetches by route name (the `<feature>PageData` maps merged). */
export type PageDataMap = Partial<Record<RouteName, PageData>>;
