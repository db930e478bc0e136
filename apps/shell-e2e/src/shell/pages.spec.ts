import { expect, test } from '../interactive-page';
import { addressOf, clearFaults, freshPage, injectFault } from './shell-helpers';
import { TEST_LOCALES } from '../test-locales';

test.describe('not found, system pages and head data', () => {
  test.afterEach(async ({ request }) => clearFaults(request));

  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] an unknown path is a 404 with the path, and the address bar keeps it`, async ({ page }) => {
      await page.goto(`${prefix}/no/such/page?x=1`);
      await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${prefix}/no/such/page?x=1`);
      expect(addressOf(page)).toBe(`${prefix}/no/such/page?x=1`);
      await page.getByRole('link', { name: code === 'en' ? 'Go to the home page' : 'Przejdź do strony głównej' }).click();
      await expect.poll(() => addressOf(page)).toBe(prefix || '/');
    });

    // The generic CMS content page (/{slug}): the CMS entry of /about-us, its {brand} placeholder filled.
    test(`[${code}] a slug route shows its CMS content page`, async ({ page }) => {
      await page.goto(`${prefix}/about-us`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'About Casino Demo' : 'O Casino Demo');
      await expect(page.getByTestId('not-found-message')).toHaveCount(0);
    });

    test(`[${code}] a banned player sees the user-blocked page with a button to support`, async ({ page, request }) => {
      await injectFault(request, 'account.getInfo', 'UserBannedException');
      await page.goto(freshPage(`${prefix}/gamehall`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'Your account is blocked' : 'Twoje konto jest zablokowane');
      await expect(page.getByRole('banner')).toHaveCount(0);
      // The button leads to the support page itself, not back into the same blocked page.
      await page.getByRole('link', { name: code === 'en' ? 'Contact support' : 'Skontaktuj się z pomocą' }).click();
      await expect.poll(() => addressOf(page)).toBe(`${prefix}/support`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'Support' : 'Pomoc');
      await expect(page.getByRole('heading', { level: 2, name: code === 'en' ? 'Contact us' : 'Skontaktuj się z nami' })).toBeVisible();
    });

    test(`[${code}] a disabled application shows the maintenance page`, async ({ page, request }) => {
      await injectFault(request, 'account.getInfo', 'ApplicationDisabledException');
      await page.goto(freshPage(`${prefix}/`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'We will be back soon' : 'Wkrótce wracamy');
      await expect(page.getByRole('banner')).toHaveCount(0);
    });

    test(`[${code}] a 403 shows the forbidden page`, async ({ page, request }) => {
      await injectFault(request, 'account.getInfo', 'AccessDeniedException');
      await page.goto(freshPage(`${prefix}/winners`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(code === 'en' ? 'Access denied' : 'Odmowa dostępu');
    });

    test(`[${code}] head data: lang, canonical, alternates, og:locale, CMS SEO and custom code`, async ({ page, baseURL }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(`${prefix}/gamehall`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${prefix}/gamehall`);
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(7);
      await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute('href', `${baseURL}/pt-BR/gamehall`);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', code);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
      // The enabled head snippet of the CMS meta-data tool is in the page; the disabled bodyEnd one is neither in the
      // page's markup nor run (the CMS answer itself travels in the hydration state, as data).
      await expect(page.locator('head meta[name="emulator"]')).toHaveAttribute('content', 'casino-demo');
      await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
      await expect(page.locator('script[data-custom-code]')).toHaveCount(3);
      expect(await page.locator('script[data-custom-code]').allTextContents()).not.toContainEqual(expect.stringContaining('disabled snippet'));
      expect(logged).not.toContain('disabled snippet');
    });
  }

  test('the home page carries its FAQ schema from the CMS', async ({ page }) => {
    await page.goto('/');
    const schema = page.locator('script[type="application/ld+json"]').first();
    await expect(schema).toBeAttached();
    expect(JSON.parse((await schema.textContent()) ?? '{}')['@type']).toBe('FAQPage');
  });

  test('another path scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Game hall' }).click();
    await expect.poll(() => addressOf(page)).toBe('/gamehall');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
