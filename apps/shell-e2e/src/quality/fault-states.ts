import { expect, type Page } from '@playwright/test';

/**
 * What a player must see instead of the failed content: an alert saying what happened with a button to try
 * again, inside the page's usual frame (the header stays; no blank page, no crash). Returns the retry button.
 */
export async function expectErrorWithRetry(page: Page) {
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button') });
  await expect(alert.first(), 'an error message with a retry button').toBeVisible({ timeout: 20_000 });
  await expect(alert.first()).not.toHaveText('');
  await expect(page.getByRole('banner'), 'the site header around the error').toBeVisible();
  return alert.first().getByRole('button').first();
}

/** SPEC.md 8: ApplicationUnavailable is the maintenance page (empty layout), whose button loads the site again. */
export async function expectMaintenancePage(page: Page) {
  await expect(page.getByRole('heading', { name: 'We will be back soon' })).toBeVisible({ timeout: 20_000 });
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  return retry;
}
