import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { CHROMIUM, HEADLESS_CHROMIUM_ARGS } from '../../tools/scripts/chromium.mjs';

const workspaceRoot = join(import.meta.dirname, '../..');
const emulatorPort = Number(process.env['E2E_EMULATOR_PORT'] ?? 3110);
const webPort = Number(process.env['E2E_WEB_PORT'] ?? 4210);
const telegramPort = Number(process.env['E2E_TELEGRAM_PORT'] ?? 4211);
const platformUrl = `http://127.0.0.1:${emulatorPort}`;
// The emulator's own loopback address, for its development routes (src/emulator-admin.ts); the site never proxies them.
process.env['E2E_EMULATOR_URL'] = platformUrl;
// The builds under test; E2E_DIST points a run at another build (an experiment built with --outDir) than dist/apps.
const distRoot = process.env['E2E_DIST'] ?? 'dist/apps';
// Set once by the runner; its workers inherit it, so all of a run's processes agree on the folder.
process.env['E2E_RUN_ID'] ??= process.env['CI'] ? 'ci' : String(process.pid);
const runId = process.env['E2E_RUN_ID'];
// How long a server render waits for the platform (WEB_RENDER_BUDGET_MS; 800 ms by default). The suite checks what a
// page holds when the platform answers in time, on a machine that also builds and tests: a render that misses the
// default budget there under load would leave its data to the browser, and the journeys would see a second fetch.
const renderBudgetMs = (process.env['E2E_RENDER_BUDGET_MS'] ??= '2000');

const webServer = (root: string, port: number) => ({
  command: `node --import tsx tools/web-server/main.ts --root ${root} --port ${port}`,
  cwd: workspaceRoot,
  url: `http://127.0.0.1:${port}/`,
  // The emulator's origin plays the partners' (Sumsub's WebSDK frame): the site's CSP must allow it, as an operator's does.
  env: { PLATFORM_API_URL: platformUrl, CMS_URL: platformUrl, CSP_ALLOWED_ORIGINS: platformUrl, WEB_RENDER_BUDGET_MS: renderBudgetMs },
  // Outside CI, a second run (another engineer's) reuses the servers already up instead of failing on the port.
  reuseExistingServer: !process.env['CI'],
  timeout: 60_000,
});

export default defineConfig({
  testDir: './src',
  // One folder per run, so two runs at once never delete each other's traces.
  outputDir: join(workspaceRoot, 'tmp/e2e-results', runId),
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${webPort}`,
    // Recording a trace costs every test a fifth of its time (account-pages.spec.ts: 213 s with, 180 s without). In CI a
    // failed test runs once more with a trace, the one worth reading; a local run, without retries, keeps the failure's.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: [...HEADLESS_CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // A fresh seed for every run, so journeys start from the same money and the same catalogue.
      command: 'node --import tsx apps/platform-emulator/src/main.ts --reset',
      cwd: workspaceRoot,
      url: `${platformUrl}/__emulator/health`,
      // Test mode: a random Telegram bot token per run, development routes on the emulator's own loopback address.
      // Writes are accepted from the two shells' origins only (the web shell's first: mail links point there).
      env: {
        EMULATOR_PORT: String(emulatorPort),
        EMULATOR_MODE: 'test',
        EMULATOR_DATA_DIR: join(workspaceRoot, 'tmp/e2e-emulator'),
        SITE_ORIGINS: `http://localhost:${webPort},http://localhost:${telegramPort}`,
        TELEGRAM_ORIGIN: `http://localhost:${telegramPort}`,
      },
      reuseExistingServer: !process.env['CI'],
      timeout: 120_000,
    },
    webServer(`${distRoot}/shell`, webPort),
    webServer(`${distRoot}/telegram-shell`, telegramPort),
  ],
});
