import { expect, type Page, type Request } from '@playwright/test';

const LONG_LIVED = new Set(['websocket', 'eventsource']);
const QUIET_CHECKS = 2;

/**
 * Follows a page's requests so a test can wait until the page has settled: no request in flight and the
 * browser has painted what the last answers rendered. Waiting for this state instead of a fixed time keeps
 * a full sweep of the route table fast and still scans each page with its data, not its skeletons.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!LONG_LIVED.has(request.resourceType())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('framenavigated', (frame) => {
    // A full load abandons the old document's requests without reporting them.
    if (frame === page.mainFrame()) for (const request of inFlight) if (request.frame() !== frame) inFlight.delete(request);
  });

  /** Resolves once no request is in flight across two painted frames in a row (React renders between them). */
  return () =>
    untilQuiet(
      async () => {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        return inFlight.size > 0;
      },
      { interval: 50, timeout: 15_000, message: 'the page kept loading' },
    );
}

/**
 * Resolves once `busy` answers false on QUIET_CHECKS looks in a row, `interval` ms apart: one quiet look can fall
 * between two bursts (a request answered before the next is sent, a dialog mounted a frame before its fade starts).
 */
export async function untilQuiet(busy: () => Promise<boolean>, { interval, timeout, message }: { interval: number; timeout?: number; message?: string }) {
  let quiet = 0;
  await expect
    .poll(
      async () => {
        quiet = (await busy()) ? 0 : quiet + 1;
        return quiet;
      },
      { intervals: [interval], timeout, message },
    )
    .toBeGreaterThanOrEqual(QUIET_CHECKS);
}

/**
 * Moves the single-page app to `path` the way its own links do (history push and the router's popstate),
 * so a sweep reuses the loaded app instead of downloading and starting it again for every route. A server-rendered
 * page is the browser's until React takes it over (the root's `data-interactive`): a history change before that
 * reaches no router.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}
