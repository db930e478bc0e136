import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * The browser of the test runs (Playwright's journeys, the story tests): Debian's headless shell, the same Chromium
 * build without the desktop browser around it, when it is installed (`ensureChromium` installs it as root). Playwright
 * runs its own Chromium the same way for headless tests; on this machine it costs the journeys a quarter less CPU than
 * the full browser. Without it, the full browser in headless mode. The bench and Lighthouse always use the full
 * browser: they measure what a player's Chrome does.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;

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

const install = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });

/**
 * Playwright, Storybook tests and Lighthouse all use Debian's Chromium: install it when missing and we are root. The
 * headless shell only makes the tests faster, so a machine that cannot install it runs them in the full browser.
 */
export function ensureChromium() {
  const root = process.getuid?.() === 0;
  if (!existsSync(CHROMIUM)) {
    if (!root) {
      console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`);
      process.exit(1);
    }
    console.log('Installing Debian chromium (needed by the browser tests)...');
    install('chromium chromium-headless-shell fonts-dejavu-core');
  } else if (!existsSync(HEADLESS_SHELL) && root) {
    console.log('Installing Debian chromium-headless-shell (the browser tests run faster in it)...');
    try {
      install('chromium-headless-shell');
    } catch {
      console.log('chromium-headless-shell could not be installed: the browser tests run in the full browser.');
    }
  }
}
