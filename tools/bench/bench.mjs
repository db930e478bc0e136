// `npm run bench`: a production build served with the emulator, measured in headless /usr/bin/chromium.
// Writes bench/REPORT.md (each figure with its budget) and bench/report.json (for trend comparison).
// Fails when a budget is broken. BENCH_SKIP_BUILD=1 measures the dist/ already built; BENCH_LIGHTHOUSE_RUNS=n
// changes the runs per page (3 by default). The site is measured as `npm start` serves it (the production web server,
// server rendering, HTTP/1.1); BENCH_HTTP2=1 adds Lighthouse over HTTP/2 with TLS, reported apart.
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/chromium.mjs';
import { apiCalls, coldPageJs, lobbyScale, withBrowser } from './browser.mjs';
import { BUDGETS } from './budgets.mjs';
import { measureBundle } from './bundle.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { loadCheck, pagesLoadCheck } from './load.mjs';
import { renderReport } from './report.mjs';
import { demoSessionCookie, startServers } from './servers.mjs';
import { wrongLoginsCheck } from './wrong-logins.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

ensureChromium();
const started = Date.now();
const machine = () => ({ cpus: cpus().length, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) });
const report = { date: new Date().toISOString(), budgets: BUDGETS, machineAtStart: machine() };
if (process.env.BENCH_SKIP_BUILD === '1') {
  console.log('BENCH_SKIP_BUILD=1: measuring the builds already in dist/apps.');
} else {
  console.log('Building both shells...');
  const buildStarted = Date.now();
  execSync('npx nx run-many -t build --projects=shell,telegram-shell --output-style=static', {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
  report.buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
}

report.bundle = {
  shell: measureBundle(join(workspaceRoot, 'dist/apps/shell')),
  telegramShell: measureBundle(join(workspaceRoot, 'dist/apps/telegram-shell')),
};

const servers = await startServers();
try {
  report.protocol = servers.protocol;
  const cookie = await demoSessionCookie(servers.webUrl);
  const games = await (await fetch(`${servers.webUrl}/api/games.get?v=2.32&locale=en&options=${encodeURIComponent('{"count":1}')}`)).json();
  const catalogueTotal = games.data.total;
  const gamePath = `/game/${games.data.items[0].sysname}`;

  const pages = [
    ['/', undefined],
    ['/gamehall', undefined],
    [gamePath, undefined],
    ['/promotions', undefined],
    ['/cashier/deposit', cookie],
  ];
  report.lighthouse = {};
  for (const [path, pageCookie] of pages) {
    const label = pageCookie ? `${path} (signed in)` : path;
    console.log(`Lighthouse ${label} x${runs}...`);
    report.lighthouse[label] = await runLighthouse(`${servers.webUrl}${path}`, { runs, cookie: pageCookie });
    if (servers.failed()) throw servers.failed();
  }

  await withBrowser(async (browser) => {
    console.log('All JS of cold first pages...');
    report.coldJs = {
      '/': await coldPageJs(browser, `${servers.webUrl}/`),
      '/gamehall': await coldPageJs(browser, `${servers.webUrl}/gamehall`),
      [gamePath]: await coldPageJs(browser, `${servers.webUrl}${gamePath}`),
      '/promotions': await coldPageJs(browser, `${servers.webUrl}/promotions`),
      '/cashier/deposit (signed in)': await coldPageJs(browser, `${servers.webUrl}/cashier/deposit`, cookie),
    };
    console.log('Game hall at catalogue scale...');
    report.lobbyScale = await lobbyScale(browser, servers.webUrl, catalogueTotal);
    console.log('Platform calls of cold loads...');
    report.apiCalls = {
      '/ visitor': await apiCalls(browser, `${servers.webUrl}/`),
      '/ signed in': await apiCalls(browser, `${servers.webUrl}/`, cookie),
      '/gamehall visitor': await apiCalls(browser, `${servers.webUrl}/gamehall`),
      '/gamehall signed in': await apiCalls(browser, `${servers.webUrl}/gamehall`, cookie),
      // The deposit page's data starts beside the guards (cashierPageData): its hooks must join, not ask again.
      '/cashier/deposit signed in': await apiCalls(browser, `${servers.webUrl}/cashier/deposit`, cookie),
    };
  });

  console.log('Public pages through the web server (200 visitors, 20 s)...');
  report.pagesLoad = await pagesLoadCheck(servers.webUrl, ['/', '/gamehall', gamePath, '/promotions', '/jackpots', '/tournaments', '/pl/gamehall'], {
    clients: 200,
    seconds: 20,
  });
  if (servers.failed()) throw servers.failed();
  console.log('Emulator load check (200 clients, 10 s)...');
  report.load = await loadCheck(servers.platformUrl, { clients: 200, seconds: 10 });
  if (servers.failed()) throw servers.failed();
  console.log('metadata.getgeneralinfo during waves of 100 parallel wrong logins...');
  report.wrongLogins = await wrongLoginsCheck(servers.platformUrl);
  if (servers.failed()) throw servers.failed();
} finally {
  servers.stop();
}

if (process.env.BENCH_HTTP2 === '1') {
  const http2 = await startServers({ http2: true });
  try {
    report.http2 = { protocol: http2.protocol, lighthouse: {} };
    for (const path of ['/', '/gamehall', '/promotions']) {
      console.log(`Lighthouse ${path} over ${http2.protocol} x${runs}...`);
      report.http2.lighthouse[path] = await runLighthouse(`${http2.webUrl}${path}`, { runs });
    }
  } finally {
    http2.stop();
  }
}

report.machineAtEnd = machine();
report.durationSeconds = Math.round((Date.now() - started) / 1000);
const { markdown, failures } = renderReport(report);
mkdirSync(join(workspaceRoot, 'bench'), { recursive: true });
writeFileSync(join(workspaceRoot, 'bench/report.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(join(workspaceRoot, 'bench/REPORT.md'), markdown);
console.log(`\n${markdown}`);
if (failures.length) {
  console.error(`Over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
