// Measurements in a real page: the game hall at catalogue scale, and the platform calls of a cold load.
import { chromium } from 'playwright';

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Time to the first game tile, DOM size, and long tasks while scrolling the whole game hall. */
export async function lobbyScale(browser, webUrl) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const started = Date.now();
  await page.goto(`${webUrl}/gamehall`);
  await page.locator('main img[src*="/platform/images/games/"]').first().waitFor({ state: 'visible', timeout: 30_000 });
  const timeToFirstTileMs = Date.now() - started;
  const loadLongTasks = await page.evaluate(() => window.__longTasks.length);
  let maxDomNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  let lastHeight = 0;
  let stable = 0;
  for (let step = 0; step < 400 && stable < 6; step++) {
    await page.mouse.wheel(0, 2400);
    await page.waitForTimeout(120);
    const { height, nodes } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      nodes: document.getElementsByTagName('*').length,
    }));
    maxDomNodes = Math.max(maxDomNodes, nodes);
    stable = height === lastHeight ? stable + 1 : 0;
    lastHeight = height;
  }
  const tiles = await page.evaluate(() => document.querySelectorAll('main img[src*="/platform/images/games/"]').length);
  const longTasks = await page.evaluate(() => window.__longTasks);
  await page.close();
  return {
    timeToFirstTileMs,
    maxDomNodes,
    tilesInDomAtEnd: tiles,
    scrolledHeightPx: lastHeight,
    longTasksWhileScrolling: longTasks.length - loadLongTasks,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
  };
}

/** Every /api call a cold load makes, and the duplicates among them (same method and arguments). */
export async function apiCalls(browser, url, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const { hostname } = new URL(url);
    await context.addCookies(cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), domain: hostname, path: '/' };
    }));
  }
  const page = await context.newPage();
  const calls = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const args = [...searchParams.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k}=${v}`);
    calls.push(`${request.method()} ${pathname.slice(5)}?${args.join('&')}${request.postData() ? ` body:${request.postData()}` : ''}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([call, n]) => `${call} x${n}`);
  return { calls: calls.length, methods: [...new Set(calls.map((c) => c.split('?')[0]))], duplicates };
}
