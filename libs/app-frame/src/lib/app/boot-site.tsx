import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { splitLocale } from '@casino/routing';
import { createStore } from '@casino/session';
import type { Feature } from '@casino/ui-kit';
import { createSiteRouter, firstPageRequests } from './router';
import { PRODUCT_FEATURES } from '../product/product-features';
import { createAnalyticsMiddleware } from '../telemetry/analytics/analytics-middleware';
import { composeSite } from './compose-site';
import type { Shell } from './shell';
import { Site } from './site';

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
  await nextTask();
  const site = composeSite(shell, features);
  // The entry URL is the router's (createBrowserRouter reads it too); its locale is in the store before any request.
  const store = createStore({ locale: splitLocale(window.location.pathname).locale, middleware: [createAnalyticsMiddleware()] });
  for (const request of firstPageRequests(store, site)) {
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
        <Site store={store} router={router} />
      </StrictMode>,
    );
  });
  return () => {
    root.unmount();
    router.dispose();
  };
}
