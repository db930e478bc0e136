import { test } from '@playwright/test';

for (const width of [375, 1440]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const [name, path] of [['home', '/'], ['notfound', '/pl/no/such/page'], ['soon', '/offers'], ['icons', '/_icons'], ['game', '/game/silver-anchor-quest-for-avalon']] as const) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    }
    await page.goto('/');
    await page.waitForTimeout(1000);
    if (width === 375) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/menu-${width}.png` });
    }
  });
}
