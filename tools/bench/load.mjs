// Load checks: N concurrent clients for a fixed time, loopback only, bounded in time and count. The emulator's (its
// own API) and the site's (server-rendered public pages through the production web server, as visitors ask them).
import { Agent, get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { percentile } from './median.mjs';

/**
 * One GET on a kept-alive connection, as a browser asks it (its Accept-Encoding), answered with its status, encoding and body as sent. Node's http client, not `fetch`: the
 * clients share the machine's two cores with the servers they measure, and `fetch` cost them about 1.5 ms of the one
 * thread per request (its WHATWG streams), so at 200 clients the queue was the client's own.
 */
function ask(url, agent) {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'], raw: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

/** A body as the client reads it. */
function decoded({ encoding, raw }) {
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  return raw.toString();
}

/** `clients` loops asking `urls` in turn for `seconds`; `failed(status, body)` tells an error apart. */
async function hammer(urls, { clients, seconds, maxRequests, failed }) {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const deadline = Date.now() + seconds * 1000;
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const client = async (id) => {
    let n = id;
    while (Date.now() < deadline && sent < maxRequests) {
      sent += 1;
      const started = performance.now();
      try {
        const response = await ask(urls[n++ % urls.length], agent);
        latencies.push(performance.now() - started);
        if (failed(response.status, decoded(response))) errors += 1;
      } catch {
        latencies.push(performance.now() - started);
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, id) => client(id)));
  agent.destroy();
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
  return hammer(urls, { clients, seconds, maxRequests, failed: (status, body) => status !== 200 || body.includes('"error"') });
}

/**
 * Visitors on the public pages: each client asks the pages in turn without a cookie, as a crawler or a shared
 * link's first visitor does, and reads each page to its end (the server renders and streams every one: no cache in
 * front). An answer other than 200, or a page without its closing tag, is an error.
 */
export function pagesLoadCheck(webUrl, paths, { clients = 200, seconds = 20, maxRequests = 200_000 } = {}) {
  const urls = paths.map((path) => `${webUrl}${path}`);
  const result = hammer(urls, { clients, seconds, maxRequests, failed: (status, body) => status !== 200 || !body.includes('</html>') });
  return result.then((figures) => ({ ...figures, paths }));
}
