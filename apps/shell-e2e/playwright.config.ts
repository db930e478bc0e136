import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { HEADLESS_CHROMIUM_ARGS, TEST_CHROMIUM } from '../../tools/scripts/chromium.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
/**
 * Two workers, each with a platform and two sites of its own: a journey changes the emulator's shared state (faults,
 * the clock, the operator's settings, the chat provider), so two journeys at once on one emulator would see each
 * other's. A worker's slot (TEST_PARALLEL_INDEX, 0 or 1; unset in the runner, which starts every slot's servers)
 * moves its three ports by SLOT_STEP; this file runs again in each worker, so each reads its own slot.
 */
const WORKERS = 2;
const SLOT_STEP = 5;
const slotPorts = (slot: number) => ({
  emulator: Number(process.env['E2E_EMULATOR_PORT'] ?? 3110) + slot * SLOT_STEP,
  web: Number(process.env['E2E_WEB_PORT'] ?? 4210) + slot * SLOT_STEP,
  telegram: Number(process.env['E2E_TELEGRAM_PORT'] ?? 4211) + slot * SLOT_STEP,
});
const slots = Array.from({ length: WORKERS }, (_, slot) => ({ slot, ...slotPorts(slot) }));
const own = slotPorts(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));
const platformUrlOf = (port: number) => `http://127.0.0.1:${port}`;
// The worker's own emulator on its loopback address, for its development routes (src/emulator-admin.ts; the site never
// proxies them), and its own Telegram shell. Set here, not inherited: a worker inherits the runner's slot 0 values.
process.env['E2E_EMULATOR_URL'] = platformUrlOf(own.emulator);
process.env['E2E_TELEGRAM_ORIGIN'] = `http://localhost:${own.telegram}`;
// The builds under test; E2E_DIST points a run at another build (an experiment built with --outDir) than dist/apps.
const distRoot = process.env['E2E_DIST'] ?? 'dist/apps';
// Set once by the runner; its workers inherit it, so all of a run's processes agree on the folder.
process.env['E2E_RUN_ID'] ??= process.env['CI'] ? 'ci' : String(process.pid);
const runId = process.env['E2E_RUN_ID'];
// How long a server render waits for the platform (WEB_RENDER_BUDGET_MS; 800 ms by default). The suite checks what a
// page holds when the platform answers in time, on a machine that also builds and tests: a render that misses the
// default budget there under load would leave its data to the browser, and the journeys would see a second fetch.
const renderBudgetMs = (process.env['E2E_RENDER_BUDGET_MS'] ??= '2000');

const webServer = (root: string, port: number, platformUrl: string) => ({
  command: `node --import tsx tools/web-server/main.ts --root ${root} --port ${port}`,
  cwd: workspaceRoot,
  url: `http://127.0.0.1:${port}/`,
  // The emulator's origin plays the partners' (Sumsub's WebSDK frame): the site's CSP must allow it, as an operator's does.
  env: { PLATFORM_API_URL: platformUrl, CMS_URL: platformUrl, CSP_ALLOWED_ORIGINS: platformUrl, WEB_RENDER_BUDGET_MS: renderBudgetMs },
  // Outside CI, a second run (another engineer's) reuses the servers already up instead of failing on the port.
  reuseExistingServer: !process.env['CI'],
  timeout: 60_000,
});

const emulator = ({ slot, emulator: port, web, telegram }: (typeof slots)[number]) => ({
  // A fresh seed for every run, so journeys start from the same money and the same catalogue.
  command: 'node --import tsx apps/platform-emulator/src/main.ts --reset',
  cwd: workspaceRoot,
  url: `${platformUrlOf(port)}/__emulator/health`,
  // Test mode: a random Telegram bot token per run, development routes on the emulator's own loopback address.
  // Writes are accepted from the two shells' origins only (the web shell's first: mail links point there).
  env: {
    EMULATOR_PORT: String(port),
    EMULATOR_MODE: 'test',
    EMULATOR_DATA_DIR: join(workspaceRoot, `tmp/e2e-emulator-${slot}`),
    SITE_ORIGINS: `http://localhost:${web},http://localhost:${telegram}`,
    TELEGRAM_ORIGIN: `http://localhost:${telegram}`,
  },
  reuseExistingServer: !process.env['CI'],
  timeout: 120_000,
});

export default defineConfig({
  testDir: './src',
  // One folder per run, so two runs at once never delete each other's traces.
  outputDir: join(workspaceRoot, 'tmp/e2e-results', runId),
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${own.web}`,
    // Recording a trace costs every test a fifth of its time (account-pages.spec.ts: 213 s with, 180 s without). In CI a
    // failed test runs once more with a trace, the one worth reading; a local run, without retries, keeps the failure's.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: TEST_CHROMIUM, args: [...HEADLESS_CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: slots.flatMap((slot) => [
    emulator(slot),
    webServer(`${distRoot}/shell`, slot.web, platformUrlOf(slot.emulator)),
    webServer(`${distRoot}/telegram-shell`, slot.telegram, platformUrlOf(slot.emulator)),
  ]),
});
