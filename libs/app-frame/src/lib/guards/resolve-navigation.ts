import type { Locale } from '@casino/platform-contract';
import {
  GUARDS,
  runGuards,
  type CustomRedirect,
  type ExternalDecision,
  type Guard,
  type NavigationContext,
  type OpenDialogDecision,
  type RedirectDecision,
  type RouteLocation,
} from '@casino/routing';

/** What the guards need from the outside world; the shell passes the store-backed versions, tests fakes. */
export type NavigationSources = {
  /** Loads the account (step 4): its uid (> 0 when signed in) and locale; undefined when it failed. */
  loadUser: () => Promise<{ uid: number; locale?: string | null } | undefined>;
  /** The configured custom redirects (step 2); empty when they cannot be loaded. */
  loadCustomRedirects: () => Promise<readonly CustomRedirect[]>;
  /** The server-side redirect of a path (step 5): a path, an absolute URL, or null. */
  lookupServerRedirect: (path: string) => Promise<string | null>;
  /** The locale the player prefers (account, cookie, browser), used on entry to an unprefixed path. */
  preferredLocale: (account: { uid: number; locale?: string | null } | undefined) => Locale | undefined;
  allowedExternalHosts: readonly string[];
  /**
   * Starts at once every request the chain may wait on for a path (the player, the redirects, the path's server
   * redirect), which it otherwise asks for one after another, and holds on to their answers until the returned
   * function is called: a navigation waits one round trip, not three, and a refetch of everything (a switch of
   * language) refreshes them under way rather than dropping them for the chain to ask for again later.
   */
  startRequests?: (path: string) => () => void;
};

export type NavigationOutcome = RedirectDecision | ExternalDecision | { type: 'continue'; dialogs: readonly OpenDialogDecision[] };

/** Every guard may ask for one load and one lookup at most; more rounds than this would be a bug looping. */
const MAX_ROUNDS = 8;

/**
 * Runs the guard chain of SPEC.md 2.4 for one navigation, doing the work the guards ask for (user loading,
 * server redirect lookup) and running them again, until a page, a redirect or an external address is decided.
 */
export async function resolveNavigation(
  to: RouteLocation,
  from: RouteLocation | null,
  sources: NavigationSources,
  guards: readonly Guard[] = GUARDS,
): Promise<NavigationOutcome> {
  const release = sources.startRequests?.(to.pathname);
  try {
    return await runChain(to, from, sources, guards);
  } finally {
    release?.();
  }
}

async function runChain(to: RouteLocation, from: RouteLocation | null, sources: NavigationSources, guards: readonly Guard[]): Promise<NavigationOutcome> {
  // On entry the account is needed before guard 1 (its locale is the first fallback after the URL prefix).
  const [entryAccount, customRedirects] = await Promise.all([
    from === null ? sources.loadUser() : Promise.resolve(undefined),
    sources.loadCustomRedirects(),
  ]);
  let context: NavigationContext = {
    to,
    from,
    isAuthenticated: false,
    userLoaded: false,
    preferredLocale: from === null ? sources.preferredLocale(entryAccount) : undefined,
    customRedirects,
    allowedExternalHosts: sources.allowedExternalHosts,
  };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const result = runGuards(context, guards);
    if (result.type === 'load-user') {
      const account = await sources.loadUser();
      context = { ...context, userLoaded: true, isAuthenticated: (account?.uid ?? 0) > 0 };
    } else if (result.type === 'lookup-server-redirect') {
      const target = await sources.lookupServerRedirect(result.path);
      context = { ...context, serverRedirect: { path: result.path, target } };
    } else {
      return result;
    }
  }
  throw new Error(`The route guards did not settle for ${to.pathname}`);
}
