// The emulator while players are guessed at: waves of 100 parallel wrong auth.login calls, each from its own client
// address (X-Forwarded-For, which the emulator believes from a loopback proxy) and for a login nobody has, so the
// attempt limits let every one through to a full password hash; meanwhile metadata.getgeneralinfo is called without a
// pause, and its latency is what a player browsing the site at that moment would see.
// Runs inside `npm run bench`, or alone: `node tools/bench/wrong-logins.mjs` (starts its own emulator, prints the
// figure and writes it into bench/report.json and bench/REPORT.md beside the last full run's figures).
import { pathToFileURL } from 'node:url';
import { percentile } from './median.mjs';

/** Sends one wrong sign-in as client number `index` of wave `wave`; answers the HTTP status. */
async function wrongLogin(platformUrl, wave, index) {
  const body = new FormData();
  body.set('login', `bench-${wave}-${index}-${Date.now()}@wrong.example`);
  body.set('password', 'not-the-password');
  const response = await fetch(`${platformUrl}/api/auth.login?v=2.32&locale=en`, {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': `10.${wave % 250}.${Math.floor(index / 250)}.${(index % 250) + 1}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/** One wave: `parallel` wrong logins at once, `probers` loops of metadata.getgeneralinfo until the wave is answered. */
async function wave(platformUrl, number, parallel, probers) {
  const latencies = [];
  let probeErrors = 0;
  let running = true;
  const logins = Promise.all(Array.from({ length: parallel }, (_, index) => wrongLogin(platformUrl, number, index))).finally(() => {
    running = false;
  });
  const probe = async () => {
    while (running) {
      const sent = performance.now();
      try {
        const response = await fetch(`${platformUrl}/api/metadata.getgeneralinfo?v=2.32&locale=en`);
        const body = await response.json();
        if (!response.ok || body.error) probeErrors += 1;
      } catch {
        probeErrors += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  const [statuses] = await Promise.all([logins, ...Array.from({ length: probers }, probe)]);
  return { latencies, probeErrors, statuses };
}

export async function wrongLoginsCheck(platformUrl, { parallel = 100, waves = 5, probers = 2 } = {}) {
  const latencies = [];
  const loginStatuses = {};
  let probeErrors = 0;
  const started = performance.now();
  for (let number = 0; number < waves; number++) {
    const result = await wave(platformUrl, number, parallel, probers);
    for (const latency of result.latencies) latencies.push(latency);
    probeErrors += result.probeErrors;
    for (const status of result.statuses) loginStatuses[status] = (loginStatuses[status] ?? 0) + 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    parallelLogins: parallel,
    waves,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    probes: latencies.length,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    probeErrors,
    loginStatuses,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const { cpus, loadavg } = await import('node:os');
  const { join } = await import('node:path');
  const { BUDGETS } = await import('./budgets.mjs');
  const { renderReport } = await import('./report.mjs');
  const { startEmulator } = await import('./servers.mjs');
  const workspaceRoot = join(import.meta.dirname, '../..');
  const emulator = await startEmulator();
  let result;
  try {
    console.log(`metadata.getgeneralinfo during waves of 100 parallel wrong logins (emulator ${emulator.platformUrl})...`);
    result = await wrongLoginsCheck(emulator.platformUrl);
    if (emulator.failed()) throw emulator.failed();
  } finally {
    emulator.stop();
  }
  result.date = new Date().toISOString();
  result.machine = { cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) };
  const file = join(workspaceRoot, 'bench/report.json');
  const report = JSON.parse(readFileSync(file, 'utf8'));
  report.budgets = { ...report.budgets, ...BUDGETS };
  report.wrongLogins = result;
  const { markdown, failures } = renderReport(report);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(workspaceRoot, 'bench/REPORT.md'), markdown);
  console.log(JSON.stringify(result, null, 2));
  const ok = result.p99 <= BUDGETS.wrongLoginsGeneralInfoP99Ms && result.probeErrors === 0;
  console.log(`p99 ${result.p99} ms (budget ${BUDGETS.wrongLoginsGeneralInfoP99Ms} ms): ${ok ? 'ok' : 'over budget'}`);
  if (failures.length) console.error(`Over budget in the report:\n- ${failures.join('\n- ')}`);
  process.exit(ok ? 0 : 1);
}
