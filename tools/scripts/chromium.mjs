import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The flags of every headless Chromium the workspace starts (Playwright, story tests, the bench, Lighthouse): this
 * machine has no sandbox, no GPU and no network to talk to in the background (TOOLCHAIN.md).
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright, Storybook tests and Lighthouse all use Debian's Chromium: install it when missing and we are root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Debian chromium (needed by the browser tests)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
    stdio: 'inherit',
  });
}
