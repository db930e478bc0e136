import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { platformPath, registerPlayer } from '../platform-api';

/** Where the browser ended: its origin must be the site's, whatever the target tried. */
const originOf = (page: Page) => new URL(page.url()).origin;

// Redirect targets an attacker controls, followed by a real browser: each one must end on the site.
test.describe('redirects stay on the site', () => {
  test.describe('the social sign-in consent page with redirect_url=/%09/evil.example/', () => {
    const consent = '/oauth/init?service=google&type_auth=login&redirect_url=/%09/evil.example/';

    test('confirming returns to the site', async ({ page, baseURL }) => {
      await page.goto(consent);
      await expect(page.getByRole('heading', { name: 'Continue with Google' })).toBeVisible();
      await page.getByLabel('Email').fill(`redirect-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Allow and continue' }).click();
      await page.waitForURL((url) => url.searchParams.get('oauth') === 'success');
      expect(originOf(page)).toBe(new URL(baseURL ?? '').origin);
      expect(new URL(page.url()).pathname).toBe('/');
    });

    test('Cancel returns to the site', async ({ page, baseURL }) => {
      await page.goto(consent);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.searchParams.get('oauth') === 'cancel');
      expect(originOf(page)).toBe(new URL(baseURL ?? '').origin);
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  for (const returnLocale of ['/evil.example', '\\evil.example']) {
    test(`a deposit with return_locale=${returnLocale} returns from the payment page to the site`, async ({ page, baseURL }) => {
      await registerPlayer(page.request);
      const response = await page.request.post(platformPath('cashier.makedeposit'), {
        multipart: { method: 'card', amount: '25', return_locale: returnLocale },
      });
      const deposit = ((await response.json()) as { data: { id: number; redirect_url: string } }).data;
      await page.goto(deposit.redirect_url);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await page.waitForURL(`**/cashier/paysuccess/${deposit.id}`);
      expect(originOf(page)).toBe(new URL(baseURL ?? '').origin);
      expect(new URL(page.url()).pathname).toBe(`/cashier/paysuccess/${deposit.id}`);
    });
  }
});
