// `npm test`: every check of the workspace, in the order that fails fastest, then one closing line
// "N passed, N failed" summing every test runner (node:test, Vitest incl. story tests, Playwright).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { run, runCapture } from './run.mjs';

// The suite's builds are configured as an operator's: the mini-app's direct link (sharing a game sends it, and the
// Telegram journeys expect it); the journeys read the same variable.
const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', VITE_TELEGRAM_MINI_APP_LINK: 'https://t.me/casino_e2e_bot/play' };
const nx = (...args) => run('npx', ['nx', ...args, '--output-style=static'], { env });
const started = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = await fn();
  steps.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });
  if (!ok) console.error(`*** ${name} failed`);
  return ok;
}

function vitestReports() {
  const reports = [];
  for (const root of ['apps', 'libs']) {
    for (const project of readdirSync(root)) {
      const file = join(root, project, 'tmp/vitest-report.json');
      if (existsSync(file)) reports.push(file);
    }
  }
  return reports;
}

ensureChromium();
for (const file of vitestReports()) rmSync(file);

await step('workspace checks (module boundaries, generators, bench helpers, web server)', async () => {
  // Node 20's runner finds only *.test.js files in a folder: the web server's TypeScript tests are named one by one.
  const webServerTests = readdirSync('tools/web-server').filter((file) => file.endsWith('.test.ts')).map((file) => join('tools/web-server', file));
  const args = ['--import', 'tsx', '--test', '--test-reporter=tap', 'tools/checks/', 'tools/bench/', ...webServerTests];
  const { code, out } = await runCapture('node', args, { env });
  passed += Number(/^# pass (\d+)/m.exec(out)?.[1] ?? 0);
  failed += Number(/^# fail (\d+)/m.exec(out)?.[1] ?? 0);
  return code === 0;
});
await step('lint workspace tooling', async () => (await run('npx', ['eslint', 'tools', '.storybook', 'vitest.workspace.ts'])) === 0);
const checked = await step('lint, typecheck, unit, component and story tests', async () => {
  const code = await nx('run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2');
  for (const file of vitestReports()) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  return code === 0;
});
const built = await step('production builds', async () => (await nx('run-many', '-t', 'build', '--projects=shell,telegram-shell')) === 0);
if (built) {
  await step('end to end (Playwright against the emulator)', async () => {
    // Absolute: Playwright resolves a relative PLAYWRIGHT_JSON_OUTPUT_NAME against the config's folder, not this one.
    const reportFile = join(process.cwd(), 'tmp/playwright-report.json');
    rmSync(reportFile, { force: true });
    const code = await run('npx', ['playwright', 'test', '--config', 'apps/shell-e2e/playwright.config.ts'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, VITE_TELEGRAM_MINI_APP_LINK: env.VITE_TELEGRAM_MINI_APP_LINK },
    });
    if (existsSync(reportFile)) {
      const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    } else failed += 1;
    return code === 0;
  });
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n=== summary (${minutes} min) ===`);
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
if (!checked || !built) console.log('Some steps failed before all tests could run: see above.');
const allOk = steps.every((s) => s.ok);
if (!allOk && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
