import type { RouteLayout } from '../route-table';

/** The system pages an error can show (SPEC.md 2.6 and 8). */
export type ErrorPage = 'not-found' | 'forbidden' | 'maintenance' | 'user-blocked';

export type ErrorPageChoice = {
  page: ErrorPage;
  /** The status the page reports: 404, 403 or 503. */
  status: 404 | 403 | 503;
  /** Fatal errors (forbidden, maintenance, user blocked) render in the empty layout. */
  layout: RouteLayout;
};

const MAINTENANCE_TYPES = ['ApplicationDisabledException', 'ApplicationUnavailableException'];

/**
 * SPEC.md 8: 404 → not found, 403 → forbidden, maintenance (503) → maintenance, any unknown status → 404.
 * The server error type refines it: UserBannedException shows the user-blocked page (status 403), the
 * application disabled or unavailable types show maintenance.
 */
export function errorPageFor(status: number, errorType?: string): ErrorPageChoice {
  if (errorType === 'UserBannedException') return { page: 'user-blocked', status: 403, layout: 'empty' };
  if (errorType && MAINTENANCE_TYPES.includes(errorType)) return { page: 'maintenance', status: 503, layout: 'empty' };
  if (status === 403) return { page: 'forbidden', status: 403, layout: 'empty' };
  if (status === 503) return { page: 'maintenance', status: 503, layout: 'empty' };
  return { page: 'not-found', status: 404, layout: 'default' };
}
