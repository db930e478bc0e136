import type { PageData } from '@casino/api-client';
import type { RouteName } from '@casino/routing';
import type { ComponentType } from 'react';

/** A feature's page: a lazy loader, so every page is its own chunk (the `<feature>Pages` contract). */
export type LazyPage = () => Promise<ComponentType>;

/** Pages by route name of ROUTE_TABLE; a name without a page shows the "not available yet" page. */
export type PageMap = Partial<Record<RouteName, LazyPage>>;

/** Page data prefetches by route name (the `<feature>PageData` maps merged). */
export type PageDataMap = Partial<Record<RouteName, PageData>>;
