import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/** What a page's data prefetch knows of the navigation: the route's params and the query. */
export type PageDataRequest = { params: Readonly<Record<string, string | undefined>>; search: URLSearchParams };

/**
 * Starts the requests a page makes first, beside the shell's guards (RTK Query prefetches of the platform and CMS
 * apis with the very arguments the page's hooks use, so the page finds them in flight or done and nothing is asked
 * twice). Never awaited. Features export them by route name (`<feature>PageData`); the shell passes them to the frame.
 */
export type PageData = (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, request: PageDataRequest) => void;
