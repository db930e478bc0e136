// Load checks: N concurrent clients for a fixed time, loopback only, bounded in time and count. The emulator's (its
// own API) and the site's (server-rendered public pages through the production web server, as visitors ask them).
import { percentile } from './median.mjs';

/** `clients` loops asking `urls` in turn for `seconds`; `failed(response, body)` tells an error apart. */
async function hammer(urls, { clients, seconds, maxRequests, failed }) {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  const client = async (id) => {
    let n = id;
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      const started = performance.now();
      try {
        const response = await fetch(urls[n++ % urls.length]);
        const body = await response.text();
        if (failed(response, body)) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  latencies.sort((a, b) => a - b);
  const at = (q) => percentile(latencies, q);
  return {
    clients,
    seconds,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: Math.round(at(0.5)),
    p95: Math.round(at(0.95)),
    p99: Math.round(at(0.99)),
    errors,
  };
}

/** The emulator alone: games.get and account.getInfo alternately. */
export function loadCheck(platformUrl, { clients = 200, seconds = 10, maxRequests = 200_000 } = {}) {
  const urls = [
    `${platformUrl}/api/games.get?v=2.32&locale=en&options=${encodeURIComponent(JSON.stringify({ offset: 0, count: 24 }))}`,
    `${platformUrl}/api/account.getInfo?v=2.32&locale=en`,
  ];
  return hammer(urls, { clients, seconds, maxRequests, failed: (response, body) => !response.ok || body.includes('"error"') });
}

/**
 * Visitors on the public pages: each client asks the pages in turn without a cookie, as a crawler or a shared
 * link's first visitor does, and reads each page to its end (the server renders and streams every one: no cache in
 * front). An answer other than 200, or a page without its closing tag, is an error.
 */
export function pagesLoadCheck(webUrl, paths, { clients = 200, seconds = 20, maxRequests = 200_000 } = {}) {
  const urls = paths.map((path) => `${webUrl}${path}`);
  const result = hammer(urls, { clients, seconds, maxRequests, failed: (response, body) => response.status !== 200 || !body.includes('</html>') });
  return result.then((figures) => ({ ...figures, paths }));
}
