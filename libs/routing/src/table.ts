// @casino/routing/table: the route table, the path builder and matching, with nothing of React, i18n or the build
// (no import.meta), so Node tools such as the end-to-end specs can load it.
export {
  ROUTE_TABLE,
  getRoute,
  isRouteName,
  type PrimaryRouteName,
  type RouteDefinition,
  type RouteName,
  type RoutePathOf,
} from './lib/route-table';
export { buildPath, type RouteParams, type StaticRouteName } from './lib/build-path';
export { matchRoute, type RouteMatch } from './lib/match-route';
