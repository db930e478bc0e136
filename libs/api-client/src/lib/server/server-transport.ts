import { createAction } from '@reduxjs/toolkit';

/**
 * How a server render reaches the platform and the CMS: absolute upstream addresses instead of the page's own
 * origin, and the headers of the player's request that the platform judges by (the session cookie, the client
 * address the web server saw). It is the store's thunk extra argument, so it belongs to one render's store alone:
 * nothing of one player's request can leak into another's.
 */
export type ServerTransport = {
  /** PLATFORM_API_URL: `/api/{method}` is asked of this origin. */
  platformUrl: string;
  /** CMS_URL: `/cms/api/...` is asked of this origin. */
  cmsUrl: string;
  /** Headers sent with every upstream call of the render (cookie, x-forwarded-for, -proto, -host, user-agent). */
  headers: Readonly<Record<string, string>>;
  /** Every same-origin path the render asked upstream, in order (handed to the browser: it asks none of them again). */
  fetched: string[];
};

const isServerTransport = (extra: unknown): extra is { serverTransport: ServerTransport } =>
  typeof extra === 'object' && extra !== null && 'serverTransport' in extra;

/** The server render's transport from a base query's `api.extra`, or undefined in the browser. */
export const serverTransportOf = (extra: unknown): ServerTransport | undefined =>
  isServerTransport(extra) ? extra.serverTransport : undefined;

/** The absolute address of a same-origin path (`/api/x`, `/cms/api/y`) on its upstream. */
export const upstreamUrl = (upstream: string, path: string) => `${upstream.replace(/\/+$/, '')}${path}`;

/**
 * Puts a server render's answers into the browser's caches (RTK Query's `extractRehydrationInfo`): each api takes
 * its own slice of the payload, so the browser asks nothing the server already asked.
 */
export const serverStateHydrated = createAction<Record<string, unknown>>('site/serverStateHydrated');
