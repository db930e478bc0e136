import type { Worker } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { holdScripts } from '../quality/hold-scripts';

// index.html (tools/vite/intl-warm-up.ts) hands Chromium's first Intl calls (its locale data, 40 to 150 ms here) to a worker, off the main thread.
test.describe('Intl warm-up', () => {
  test('a worker starts from the HTML while the scripts are still on their way, finishes, and the page comes in its locale', async ({ page }) => {
    const release = await holdScripts(page);
    // The close listener goes on as the worker appears, so a quick worker cannot finish unseen.
    const finished = new Promise<Worker>((resolve) => page.once('worker', (worker) => worker.once('close', () => resolve(worker))));
    await page.goto('/pl', { waitUntil: 'commit' });
    // It closes itself once the data is loaded, while the scripts are still held: nothing stays running beside the page.
    expect((await finished).url()).toMatch(/^blob:/);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
