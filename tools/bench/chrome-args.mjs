import { HEADLESS_CHROMIUM_ARGS } from '../scripts/chromium.mjs';

// The bench serves the site with a self-signed certificate made for the run (servers.mjs).
export const CHROME_ARGS = [...HEADLESS_CHROMIUM_ARGS, '--ignore-certificate-errors'];
