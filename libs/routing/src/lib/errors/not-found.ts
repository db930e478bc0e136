import { formatLocation, type RouteLocation } from '../location';

export type RouteError = {
  status: 404;
  message: string;
  /** The requested full path; the address bar keeps showing it. */
  path: string;
};

/** SPEC.md 2.2: a page's own route validation failed. */
export function pageValidationError(location: RouteLocation): RouteError {
  const path = formatLocation(location);
  return { status: 404, message: `Page Not Found: ${path}`, path };
}

/** SPEC.md 2.2: no route matches the path. */
export function routeNotFoundError(location: RouteLocation): RouteError {
  const path = formatLocation(location);
  return { status: 404, message: `Page not found: ${path}`, path };
}
