// `npm test`: every check of the workspace, in the order that fails fastest, then one closing line
// "N passed, N failed" summing every test runner (node:test, Vitest incl. story tests, Playwright).
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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
// Named again in the closing lines: a CI log is often read from its end only, far from where a test failed.
const failures = [];
const flakes = [];

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const ok = await fn();
  steps.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });
  if (!ok) console.error(`*** ${name} failed`);
  return ok;
}

const firstLine = (text) => stripVTControlCharacters(String(text ?? '')).trim().split('\n')[0].slice(0, 300);

/** Every test of a Playwright JSON report, named by file and titles, with its outcome and first error. */
function* playwrightTests(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const error = test.results.flatMap((result) => result.errors ?? []).map((e) => e.message)[0];
        yield { title: [...path, spec.title].filter(Boolean).join(' > '), status: test.status, error };
      }
    }
    yield* playwrightTests(suite.suites, path);
  }
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
    for (const suite of report.testResults) {
      const where = relative(process.cwd(), suite.name);
      const failedTests = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
      if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(suite.message)}`);
    }
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
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      for (const { title, status, error } of playwrightTests(report.suites)) {
        if (status === 'unexpected') failures.push(`${title}: ${firstLine(error)}`);
        if (status === 'flaky') flakes.push(title);
      }
    } else failed += 1;
    return code === 0;
  });
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (flakes.length > 0) console.log(`\n=== passed only on a retry (${flakes.length}) ===\n${flakes.join('\n')}`);
if (failures.length > 0) console.log(`\n=== failed (${failures.length}) ===\n${failures.join('\n')}`);
console.log(`\n=== summary (${minutes} min) ===`);
for (const { name, ok, seconds } of steps) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
if (!checked || !built) console.log('Some steps failed before all tests could run: see above.');
const allOk = steps.every((s) => s.ok);
if (!allOk && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
