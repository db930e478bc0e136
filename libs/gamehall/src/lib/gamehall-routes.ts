import { getRoute } from '@casino/routing';
import type { RouteObject } from 'react-router-dom';
import { gamehallPages } from './gamehall-pages';

/**
 * @deprecated Until the shell builds its routes from ROUTE_TABLE and `gamehallPages`: the same pages as
 * react-router route objects, relative to a locale branch (every page in one layout, no guards).
 */
export const gamehallRoutes: RouteObject[] = Object.entries(gamehallPages).map(([name, load]) => {
  const path = getRoute(name as keyof typeof gamehallPages).path;
  const lazy = async () => ({ Component: await load() });
  return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
});
