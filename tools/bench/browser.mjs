// Measurements in a real page: the game hall at catalogue scale, and the platform calls of a cold load.
import { chromium } from 'playwright';
import { CHROME_ARGS } from './chrome-args.mjs';
import { CHROMIUM } from '../scripts/chromium.mjs';
import { callKey, duplicatesOf } from './calls.mjs';
import { gzipSync } from 'node:zlib';

export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

const TILE = 'main [role="listitem"][aria-posinset]';

/**
 * The game hall on a desktop viewport (the most tiles per row, so the most DOM): time to the first game tile,
 * the DOM size, and long tasks while scrolling to the end of the list (every page of games.get loaded, up to the
 * 1000-item limit of SPEC.md section 9).
 */
export async function lobbyScale(browser, webUrl, catalogueTotal) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  let inFlight = 0;
  let gamesCalls = 0;
  const isApi = (request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request)) return;
    inFlight += 1;
    if (new URL(request.url()).pathname === '/api/games.get') gamesCalls += 1;
  });
  const settled = (request) => {
    if (isApi(request)) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  const started = Date.now();
  await page.goto(`${webUrl}/gamehall`);
  await page.locator(`${TILE} img`).first().waitFor({ state: 'visible', timeout: 30_000 });
  const timeToFirstTileMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const loadLongTasks = await page.evaluate(() => window.__longTasks.length);

  const readPage = () =>
    page.evaluate((tile) => {
      const tiles = [...document.querySelectorAll(tile)];
      return {
        nodes: document.getElementsByTagName('*').length,
        height: document.documentElement.scrollHeight,
        atBottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        listed: Math.max(0, ...tiles.map((t) => Number(t.getAttribute('aria-setsize')))),
        lastShown: Math.max(0, ...tiles.map((t) => Number(t.getAttribute('aria-posinset')))),
      };
    }, TILE);

  let state = await readPage();
  let maxDomNodes = state.nodes;
  let quiet = 0;
  const scrollStarted = Date.now();
  // Scroll a screen at a time; the end is the bottom of the page with nothing loading and nothing growing.
  for (let step = 0; step < 1500 && quiet < 5; step++) {
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(100);
    const next = await readPage();
    maxDomNodes = Math.max(maxDomNodes, next.nodes);
    quiet = next.atBottom && inFlight === 0 && next.height === state.height ? quiet + 1 : 0;
    state = next;
  }
  const scrollSeconds = (Date.now() - scrollStarted) / 1000;
  const longTasks = (await page.evaluate(() => window.__longTasks)).slice(loadLongTasks);
  await context.close();
  return {
    viewport: '1440x900',
    catalogueTotal,
    timeToFirstTileMs,
    maxDomNodes,
    gamesListed: state.listed,
    lastTileShown: state.lastShown,
    reachedEnd: state.listed > 0 && state.lastShown === state.listed,
    gamesGetCalls: gamesCalls,
    scrolledHeightPx: state.height,
    scrollSeconds: Number(scrollSeconds.toFixed(1)),
    longTasksWhileScrolling: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    blockingMsWhileScrolling: Math.round(longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
  };
}

/** Every platform (/api) and CMS (/cms) call a cold load makes, and the duplicates among them (same method and arguments). */
export async function apiCalls(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const { hostname } = new URL(url);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), domain: hostname, path: '/' };
      }),
    );
  }
  const page = await context.newPage();
  const calls = [];
  page.on('request', (request) => {
    const key = callKey(request.method(), request.url(), request.postData(), request.headers()['content-type']);
    if (key) calls.push(key);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Effects that start once the page has loaded and the browser is idle (the chat, loyalty news, head tags) still
  // belong to the cold load: wait until no call has started for 2 s (10 s at most).
  for (let seen = -1, waited = 0; seen !== calls.length && waited < 10_000; waited += 2000) {
    seen = calls.length;
    await page.waitForTimeout(2000);
  }
  await context.close();
  const platform = calls.filter((call) => call.includes(' api/'));
  return {
    calls: platform.length,
    cmsCalls: calls.length - platform.length,
    methods: [...new Set(calls.map((c) => c.split('?')[0]))],
    duplicates: duplicatesOf(calls),
    all: calls,
  };
}

/**
 * All JS a cold first page loads before it is idle (network quiet): the entry, its modulepreloads, the route's
 * chunks and every chunk an effect or a lazy part imports on the way, not only the entry. Sizes are gzip (level 9,
 * as the build precompresses) of each file's bytes, and the bytes the browser was actually sent (brotli here).
 */
export async function coldPageJs(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (cookie) {
    const { hostname } = new URL(url);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/' };
    }));
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  let gzip = 0;
  let sent = 0;
  for (const response of scripts) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    gzip += gzipSync(body, { level: 9 }).length;
    sent += (await response.request().sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize;
  }
  await context.close();
  return { files: scripts.length, gzipKb: Number((gzip / 1024).toFixed(1)), sentKb: Number((sent / 1024).toFixed(1)) };
}
