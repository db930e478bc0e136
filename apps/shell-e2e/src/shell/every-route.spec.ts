import { ROUTE_TABLE, buildPath, type RouteName } from '@casino/routing/table';
import { expect, test } from '../interactive-page';
import { LOCALES } from '@casino/platform-contract';

/** Real ids from the emulator's catalogue for the routes with parameters. */
const PARAMS: Record<string, Record<string, string>> = {
  'cashier-index-deposit-index-sysname': { sysname: 'visa' },
  'cashier.payfail.transaction': { transaction: '1' },
  'cashier.paypending.transaction': { transaction: '1' },
  'cashier.paysuccess.transaction': { transaction: '1' },
  'game-sysname': { sysname: 'silver-anchor-quest-for-avalon' },
  'gamehall.category': { id: 'slots' },
  'jackpots.item': { id: '1' },
  'loyalty.item': { sysname: 'bronze' },
  'offers.item': { id: '1' },
  'promotions.item': { id: '1' },
  'tournaments.item': { id: '3' },
  'tournaments.item.gamehall': { id: '3' },
  slug: { slug: 'terms' },
};

const pathOf = (name: string, locale: (typeof LOCALES)[number]) =>
  name === 'bets'
    ? `${locale === 'en' ? '' : `/${locale}`}/bets`
    : (buildPath as (n: RouteName, o: object) => string)(name as RouteName, { locale, params: PARAMS[name] });

test.describe('every route of SPEC.md 2.1 in every locale', () => {
  for (const locale of LOCALES) {
    test(`[${locale}] every route opens without an error`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await page.goto(pathOf('index', locale));
      for (const { name } of ROUTE_TABLE) {
        const path = pathOf(name, locale);
        // In-app navigation, as a player following links: the guard chain runs for every route.
        await page.evaluate((target) => {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1').first(), `${path} shows a page`).toBeVisible();
        // A known route is never the 404; an unbuilt feature shows its honest "not available yet" page.
        await expect(page.getByTestId('not-found-message'), `${path} is not a 404`).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      }
      expect(errors).toEqual([]);
    });
  }
});
