import { expect, test } from '@playwright/test';
import { textOf } from '../quality/catalogue-text';
import { addressOf } from '../shell/shell-helpers';
import { JOURNEY_LOCALES, WIDTHS, isPhone } from './journey-helpers';

for (const width of WIDTHS) {
  for (const { code, prefix } of JOURNEY_LOCALES) {
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
