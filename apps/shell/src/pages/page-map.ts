import { matchRoute, type RouteName } from '@casino/routing';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A feature's page: a lazy loader, so every page is its own chunk (see /tmp contracts: `<feature>Pages`). */
export type LazyPage = () => Promise<ComponentType>;

/** Pages by route name of ROUTE_TABLE; a name without a page shows the "not available yet" page. */
export type PageMap = Partial<Record<RouteName, LazyPage>>;

/**
 * Bridges a feature that still exports react-router route objects (`authRoutes`, `gamehallRoutes`) to the
 * page map: each object's path is matched against the route table to find its name.
 */
export function pagesFromRouteObjects(routes: readonly RouteObject[]): PageMap {
  const pages: PageMap = {};
  for (const route of routes) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    const name = matchRoute(route.index ? '/' : `/${route.path ?? ''}`)?.route.name;
    if (!name) continue;
    pages[name as RouteName] = async () => {
      const { Component } = await lazy();
      if (!Component) throw new Error(`The route object of "${name}" has no Component`);
      return Component;
    };
  }
  return pages;
}
