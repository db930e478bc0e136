// Chromium flags for headless runs on these machines (TOOLCHAIN.md): no sandbox, no GPU, no background traffic.
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench serves the site with a self-signed certificate made for the run (servers.mjs).
  '--ignore-certificate-errors',
];
