import { platformApi, selectFatalError } from '@casino/api-client';
import { cmsApi } from '@casino/cms-client';
import { selectPageLocale } from '@casino/i18n';
import type { Locale } from '@casino/platform-contract';
import type { AppStore } from '@casino/session';
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom';
import { scriptJson } from './serialize';

/** What a server render leaves for the browser in `window.__SITE_STATE__`. */
export type ServerState = {
  /** The page locale the server rendered in (its request's URL, through the router): the browser's store starts with it. */
  locale: Locale;
  /** Each api's answers (`serverStateHydrated`): the fulfilled ones only, so what failed or did not arrive in time is asked again. */
  apis: Record<string, unknown>;
  /** A fatal error the platform answered (SPEC.md 8): the browser shows the same page. */
  fatalError: ReturnType<typeof selectFatalError>;
  /** The platform and CMS paths the server asked (its answers are in `apis`): what the browser need not ask. */
  fetched: readonly string[];
};

function answered(store: AppStore, reducerPath: typeof platformApi.reducerPath | typeof cmsApi.reducerPath) {
  const slice = store.getState()[reducerPath];
  const queries = Object.fromEntries(Object.entries(slice.queries).filter(([, entry]) => entry?.status === 'fulfilled'));
  return { queries, mutations: {}, provided: slice.provided };
}

/** The router's errors as react-router's own hydration reads them back (`__type`). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}

/**
 * The inline script (under this response's nonce) that hands the server's work to the browser: the router's loader
 * data (`__staticRouterHydrationData`, which createBrowserRouter reads) and the store's answers. Every value is
 * JSON in a string literal with `<` escaped, so no text from the platform or the CMS can end the script.
 */
export function hydrationScript(store: AppStore, context: StaticHandlerContext, nonce: string, fetched: readonly string[]): string {
  const router = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  const state: ServerState = {
    locale: selectPageLocale(store.getState()),
    apis: { [platformApi.reducerPath]: answered(store, platformApi.reducerPath), [cmsApi.reducerPath]: answered(store, cmsApi.reducerPath) },
    fatalError: selectFatalError(store.getState()),
    fetched,
  };
  return (
    `<script nonce="${nonce}">window.__staticRouterHydrationData=JSON.parse(${scriptJson(router)});` +
    `window.__SITE_STATE__=JSON.parse(${scriptJson(state)});</script>`
  );
}
