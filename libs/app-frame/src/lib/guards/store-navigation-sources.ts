import { accountApi, metadataApi } from '@casino/api-client';
import { cmsContentApi } from '@casino/cms-client';
import { detectLocale, readLocaleCookie } from '@casino/i18n';
import { splitLocale } from '@casino/routing';
import type { AppStore } from '@casino/session';
import type { Locale } from '@casino/platform-contract';
import type { NavigationSources } from './resolve-navigation';

type Subscription<T> = PromiseLike<{ data?: T }> & { unsubscribe: () => void };

/** Runs a query through the RTK Query cache (deduplicated, cached) and lets go of it once answered. */
async function once<T>(subscription: Subscription<T>): Promise<T | undefined> {
  try {
    return (await subscription).data;
  } finally {
    subscription.unsubscribe();
  }
}

/**
 * Hosts a backUrl may lead to (SPEC.md 8: external navigation only when explicitly allowed): the site's own
 * host, plus the build's comma-separated VITE_ALLOWED_EXTERNAL_HOSTS, e.g. "partner.com,*.partner.com".
 */
export function allowedExternalHosts(configured: string | undefined, ownHost: string): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return [ownHost, ...listed];
}

/** What the guards read of the player's request: the page's own in a browser, the request's headers on a server. */
export type RequestFacts = {
  /** The Cookie header or `document.cookie` (the stored locale choice). */
  cookie: string;
  /** The browser's languages, most preferred first (`navigator.languages`, or Accept-Language on a server). */
  languages: readonly string[];
  /** The site's own host name (a backUrl to it is never external). */
  hostname: string;
};

/** The facts of the page the browser shows. */
export const browserRequestFacts = (): RequestFacts => ({
  cookie: document.cookie,
  languages: navigator.languages,
  hostname: window.location.hostname,
});

/** The guard chain's sources backed by the app store: account, CMS custom redirects, metadata.get lookup. */
export function storeNavigationSources(store: AppStore, facts: RequestFacts, env: { allowedHosts?: string } = {}): NavigationSources {
  return {
    loadUser: () => once(store.dispatch(accountApi.endpoints.getAccountInfo.initiate())),
    loadCustomRedirects: async () => (await once(store.dispatch(cmsContentApi.endpoints.getCmsSettingsSeo.initiate())))?.redirects ?? [],
    // Server redirects are configured per page, not per language: the path is asked for without its prefix,
    // and an in-app answer gets the current prefix back from the guard.
    lookupServerRedirect: async (path) =>
      (await once(store.dispatch(metadataApi.endpoints.getMetadata.initiate({ url: splitLocale(path).pathname }))))?.redirect?.to_url ?? null,
    preferredLocale: (account) =>
      detectLocale({
        isSignedIn: (account?.uid ?? 0) > 0,
        accountLocale: account?.locale,
        cookieLocale: readLocaleCookie(facts.cookie),
        browserLanguages: facts.languages,
      }) satisfies Locale,
    allowedExternalHosts: allowedExternalHosts(env.allowedHosts, facts.hostname),
    startRequests: (path) => {
      const held = navigationData(store, path).map((request) => request(true));
      return () => {
        for (const query of held) query.unsubscribe();
      };
    },
  };
}

/**
 * The guard chain needs the player, the CMS redirects and the server redirect of the path one after another; at
 * startup and on each navigation all three are asked for at once, so a page waits for one round trip instead of
 * three. The guards then find the answers cached or under way (RTK Query joins the request). Each is a request of
 * its own, subscribed to (held while the chain runs) or not.
 */
function navigationData(store: AppStore, pathname: string): Array<(subscribe: boolean) => { unsubscribe: () => void }> {
  return [
    (subscribe) => store.dispatch(accountApi.endpoints.getAccountInfo.initiate(undefined, { subscribe })),
    (subscribe) => store.dispatch(cmsContentApi.endpoints.getCmsSettingsSeo.initiate(undefined, { subscribe })),
    (subscribe) => store.dispatch(metadataApi.endpoints.getMetadata.initiate({ url: splitLocale(pathname).pathname }, { subscribe })),
  ];
}

/** The guard chain's requests for the first page, as steps: a caller may start them in separate tasks. */
export function navigationDataRequests(store: AppStore, pathname: string): Array<() => void> {
  return navigationData(store, pathname).map((request) => () => void request(false));
}
