import type { Page } from '@playwright/test';

/**
 * Holds every script of the build until `release()`: what a player on a slow network sees while the JavaScript is
 * still on its way (what the HTML alone paints and starts).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
