// The emulator load check: N concurrent clients alternating games.get and account.getInfo for a fixed time,
// loopback only, bounded in time and count.
import { percentile } from './median.mjs';

export async function loadCheck(platformUrl, { clients = 200, seconds = 10, maxRequests = 200_000 } = {}) {
  const urls = [
    `${platformUrl}/api/games.get?v=2.32&locale=en&options=${encodeURIComponent(JSON.stringify({ offset: 0, count: 24 }))}`,
    `${platformUrl}/api/account.getInfo?v=2.32&locale=en`,
  ];
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
        const body = await response.json();
        if (!response.ok || body.error) errors += 1;
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
