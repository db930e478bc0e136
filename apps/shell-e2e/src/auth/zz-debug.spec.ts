import { test } from '@playwright/test';
test('debug', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 500)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 800)));
  page.on('response', (r) => { if (/cms|api\//.test(r.url())) console.log('RESP', r.status(), r.url().slice(0, 200)); });
  await page.goto('/forms/sign_up');
  await page.waitForTimeout(5000);
  console.log('HTML', (await page.locator('body').innerHTML()).replace(/\n/g, ' ').slice(0, 4000)); await page.screenshot({ path: '/tmp/su.png' });
});
