import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { DEMO_PLAYER } from '../platform-api';
import { addressOf } from '../shell/shell-helpers';
import { WIDTHS, isPhone } from './journey-helpers';
import { TEST_LOCALES } from '../test-locales';

for (const width of WIDTHS) {
  for (const { code, prefix } of TEST_LOCALES) {
    test.describe(`[${code}, ${width} px] a visitor on the sign-in and sign-up pages`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 812 : 900 } });

      for (const { link, page: formPath } of [
        { link: 'shell.header.signIn', page: '/forms/sign_in' },
        { link: 'shell.header.signUp', page: '/forms/sign_up' },
      ]) {
        test(`leaves ${formPath} by its close control, back where they came from`, async ({ page }) => {
          await page.goto(`${prefix}/promotions`);
          await page.waitForLoadState('networkidle');
          await page.getByRole('banner').getByRole('link', { name: textOf(link, code), exact: true }).click();
          await expect.poll(() => addressOf(page)).toBe(`${prefix}${formPath}?redirectUrl=${encodeURIComponent(`${prefix}/promotions`)}`);
          // The page shows the brand, leading home.
          await expect(page.getByRole('link', { name: textOf('auth.page.home', code) })).toContainText('Casino');
          await page.getByRole('link', { name: textOf('auth.page.close', code) }).click();
          await expect.poll(() => addressOf(page)).toBe(`${prefix}/promotions`);
          await expect(page.getByRole('banner')).toBeVisible();
        });
      }
    });
  }
}

test.describe('a visitor stopped at a private page', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('signs in from the header and lands on the page they asked for', async ({ page }) => {
    // The bottom bar's cashier: the private-area guard sends a visitor to the index with the page in redirectUrl.
    await page.goto('/cashier/history');
    await expect.poll(() => addressOf(page)).toBe(`/?redirectUrl=${encodeURIComponent('/cashier/history')}`);
    await page.getByRole('banner').getByRole('link', { name: textOf('shell.header.signIn', 'en'), exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe(`/forms/sign_in?redirectUrl=${encodeURIComponent('/cashier/history')}`);
    await page.getByLabel('Email or phone').fill(DEMO_PLAYER.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => addressOf(page)).toBe('/cashier/history');
  });
});
