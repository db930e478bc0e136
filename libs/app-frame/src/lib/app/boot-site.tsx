import { platformFatalError, serverStateHydrated } from '@casino/api-client';
import { loadMessages } from '@casino/i18n';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from './react-dom-client';
import { createStore, loadSignedInParts } from '@casino/session';
import type { Feature } from '@casino/ui-kit';
import type { ServerState } from '../server/hydration-state';
import { loadFatalErrorPage, siteCatalogues } from './locale-root';
import { createHydratingSiteRouter, createSiteRouter, entryLocation, firstPageRequests } from './router';
import { PRODUCT_FEATURES } from '../product/product-features';
import { createAnalyticsMiddleware } from '../telemetry/analytics/analytics-middleware';
import { composeSite } from './compose-site';
import type { Shell } from './shell';
import { holdEarlyClicks } from './hold-early-clicks';
import { whenPageSettled } from './when-page-settled';
import { OnHydrated } from './on-hydrated';
import { Site } from './site';

/**
 * Marks the root once React owns the page (its first commit): from then on a tap, a key or a history change is the
 * app's. What a monitoring probe or an end-to-end test waits for before it drives the page by script.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';
const markInteractive = (rootElement: HTMLElement) => () => rootElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');

/** Ends the current task: the browser may paint and handle input before the next step runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Opens the page's local and session storage, which the router reads when it starts (the player's saved state,
 * scroll positions): the first access to each is a synchronous round trip to the browser process, some
 * milliseconds on a phone, better spent in a task of its own. Storage may be blocked (privacy settings); the
 * readers cope with that themselves.
 */
function openStorage(): void {
  try {
    void window.localStorage.length;
    void window.sessionStorage.length;
  } catch {
    // blocked: nothing to open
  }
}

/**
 * Starts the site in `rootElement` (which holds the static startup screen until React replaces it).
 *
 * Why in steps: on a cheap phone each step (store, each first request, storage, router, first render) takes tens of milliseconds;
 * run in one task they would block input for a quarter of a second while the startup screen is already on screen.
 * So each step is its own task, and the first render is a transition, which React renders in slices of a few
 * milliseconds. Resolves to a function that stops the site (unmounts it and lets go of the router). `features` is
 * the product's list; a spec passes its own.
 */
export async function bootSite(shell: Shell, rootElement: HTMLElement, features: readonly Feature[] = PRODUCT_FEATURES): Promise<() => void> {
  const serverState = (window as { __SITE_STATE__?: ServerState }).__SITE_STATE__;
  if (serverState) return hydrateSite(shell, rootElement, features, serverState);
  await nextTask();
  const site = composeSite(shell, features);
  // The router's first location: its locale is in the store before any request (the router's loader keeps it there after).
  const entry = entryLocation();
  const store = createStore({ locale: entry.locale, middleware: [createAnalyticsMiddleware()] });
  for (const request of firstPageRequests(store, site, entry)) {
    await nextTask();
    request();
  }
  await nextTask();
  openStorage();
  await nextTask();
  const router = createSiteRouter(store, site);
  await nextTask();
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <OnHydrated onHydrated={markInteractive(rootElement)}>
          <Site store={store} router={router} />
        </OnHydrated>
      </StrictMode>,
    );
  });
  return () => {
    root.unmount();
    router.dispose();
  };
}

/**
 * Takes over a page the server rendered (`createSiteRenderer`): the store starts from the server's answers (RTK
 * Query's rehydration, so nothing the server fetched is asked again), the page's lazy routes, its messages and a
 * signed-in player's session parts are loaded first, then React hydrates the server's HTML with the same router and
 * store; a tap on a button meanwhile is held and replayed once hydrated (holdEarlyClicks). The browser-only parts
 * (session timers, chat, analytics, /hit) are effects: they start once hydrated.
 */
async function hydrateSite(shell: Shell, rootElement: HTMLElement, features: readonly Feature[], serverState: ServerState): Promise<() => void> {
  const releaseClicks = holdEarlyClicks(rootElement);
  const hydrated = () => {
    markInteractive(rootElement)();
    // At the first idle moment after the load: React hydrates a part that suspended (a lazy component) after the
    // rest, and a tap replayed before it would be lost on that part.
    whenPageSettled(() => void releaseClicks());
  };
  // Each step in a task of its own, as in bootSite: the entry's evaluation is a long task already, and the store's
  // rehydration (some 10 ms here) and the router's start (some 20) would add to it, four times over on a phone.
  await nextTask();
  const site = composeSite(shell, features);
  // The locale the server rendered the page in: the first render must be the server's HTML, word for word.
  const { locale } = serverState;
  const store = createStore({ locale, middleware: [createAnalyticsMiddleware()] });
  await nextTask();
  store.dispatch(serverStateHydrated(serverState.apis));
  if (serverState.fatalError) store.dispatch(platformFatalError(serverState.fatalError));
  const serverRendered = store.getState();
  await nextTask();
  // As in bootSite: the router reads storage as it starts, and the first access (some 60 ms at Lighthouse's 4x CPU
  // here) took most of the router's task.
  openStorage();
  await nextTask();
  const [router] = await Promise.all([
    createHydratingSiteRouter(store, site),
    loadMessages(siteCatalogues(site), locale).catch(() => undefined),
    loadSignedInParts(serverRendered).catch(() => undefined),
    serverState.fatalError ? loadFatalErrorPage().catch(() => undefined) : undefined,
  ]);
  // The router was created in the task that loaded the last of these: React's hydration starts in a task of its own.
  await nextTask();
  // A transition, as the first render of bootSite: React hydrates in slices of a few milliseconds (a transition's
  // lane) instead of in one task, which on a phone blocked input for over 150 ms.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      rootElement,
      <StrictMode>
        <OnHydrated onHydrated={hydrated}>
          <Site store={store} router={router} serverState={serverRendered} />
        </OnHydrated>
      </StrictMode>,
    );
  });
  void router.openEntryDialogs();
  return () => {
    root?.unmount();
    router.dispose();
  };
}
