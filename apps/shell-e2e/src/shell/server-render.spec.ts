import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { signInThroughApi } from '../platform-api';
import { clearFaults, freshPage, injectFault } from './shell-helpers';
import { TEST_LOCALES } from '../test-locales';

/**
 * The routes of SPEC.md 2.1 a visitor may open, with real ids from the emulator's catalogue (the placeholders and the
 * icon sprite are no pages to share). Written out: the specs cannot load @casino/routing (its i18n uses import.meta.glob).
 */
const PUBLIC_PATHS = [
  '/', '/betting', '/confirmation', '/confirmation/success', '/forms/sign_in', '/forms/sign_up',
  '/game/silver-anchor-quest-for-avalon', '/gamehall', '/gamehall/slots', '/jackpots', '/jackpots/1', '/loyalty',
  '/loyalty/shop', '/loyalty/1', '/offers', '/offers/1', '/promotions', '/promotions/1', '/providers', '/support',
  '/tournaments', '/tournaments/3', '/tournaments/3/gamehall', '/unsubscribe', '/winners', '/terms',
];
/** The private areas (SPEC.md 2.4): a signed-in player's pages. */
const PRIVATE_PATHS = [
  '/cashier', '/cashier/deposit', '/cashier/deposit/visa', '/cashier/history', '/cashier/paycancel', '/cashier/payfail',
  '/cashier/payfail/1', '/cashier/paymobile', '/cashier/paynewwindow', '/cashier/paypending', '/cashier/paypending/1',
  '/cashier/paysuccess', '/cashier/paysuccess/1', '/cashier/receipt', '/cashier/wallet', '/cashier/withdraw', '/profile',
  '/profile/settings', '/profile/security', '/profile/verification', '/profile/responsible-game', '/profile/bets',
  '/profile/bets/exports', '/profile/bets/history', '/profile/loyalty', '/profile/bonuses', '/profile/cashback',
  '/profile/notification',
];

const inLocale = (path: string, prefix: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

type Load = { problems: string[]; browserCalls: string[]; serverCalls: string[]; serverLocale: string | undefined };

/** Opens a path as a first page and gathers what the console said, and the platform and CMS calls of server and browser. */
async function firstLoad(page: Page, path: string): Promise<Load> {
  const problems: string[] = [];
  const browserCalls: string[] = [];
  const onConsole = (message: { type: () => string; text: () => string }) => {
    // The document of a 404 is an answer, not a fault of the page.
    if (['error', 'warning'].includes(message.type()) && !message.text().includes('status of 404')) problems.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/cms/')) browserCalls.push(`${url.pathname}${url.search}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { serverCalls, serverLocale } = await page.evaluate(() => {
    const state = (window as { __SITE_STATE__?: { fetched: string[]; locale: string } }).__SITE_STATE__;
    return { serverCalls: state?.fetched ?? [], serverLocale: state?.locale };
  });
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return { problems, browserCalls, serverCalls, serverLocale };
}

test.describe('server-rendered pages (issue 26)', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    for (const { code, prefix } of TEST_LOCALES) {
      test(`[${code}] every public route shows its heading, content, working links and its own head`, async ({ page, baseURL }) => {
        test.setTimeout(600_000);
        for (const path of PUBLIC_PATHS.map((unprefixed) => inLocale(unprefixed, prefix))) {
          const response = await page.goto(path);
          expect(response?.status(), `${path} answers`).toBe(200);
          await expect(page.locator('html'), path).toHaveAttribute('lang', code);
          await expect(page.locator('h1').first(), `${path} has its heading`).toBeVisible();
          expect((await page.locator('#main, main').first().innerText()).trim().length, `${path} has content`).toBeGreaterThan(0);
          // Its own head: a title, the canonical of its own URL, six languages and x-default, open graph.
          expect(await page.title(), path).not.toBe('');
          // The title and its open-graph fellows in the head, where link previews read them, not in the page's body.
          await expect(page.locator('body title, body meta'), path).toHaveCount(0);
          await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new URL(path, baseURL).href);
          await expect(page.locator('link[rel="alternate"][hreflang]'), path).toHaveCount(7);
          await expect(page.locator('meta[property="og:url"]'), path).toHaveCount(1);
          await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute('content', code);
          // A link of the page leads somewhere real (followed as a crawler follows it).
          const href = await page.locator('a[href^="/"]').first().getAttribute('href');
          expect(href, `${path} has a link`).toBeTruthy();
          const target = await page.request.get(href as string, { maxRedirects: 0 });
          expect(target.status(), `${path} → ${href}`).toBeLessThan(400);
        }
      });
    }

    for (const { code, prefix } of TEST_LOCALES) {
      test(`[${code}] a page's own name, picture and description head its HTML where the CMS has no entry for it`, async ({ page, baseURL }) => {
        const head = async (name: string) => page.locator(`head meta[property="${name}"], head meta[name="${name}"]`).getAttribute('content');
        await page.goto(`${prefix}/game/silver-anchor-quest-for-avalon`);
        const game = await page.getByRole('heading', { level: 1 }).innerText();
        expect(game).toBe('Quest for Avalon');
        expect(await page.title()).toBe(game);
        expect(await head('og:title')).toBe(game);
        expect(await head('og:image')).toBe(new URL('/platform/images/games/silver-anchor-quest-for-avalon.png', baseURL).href);
        expect(await head('twitter:card')).toBe('summary_large_image');
        // Its provider by name, in the page's language.
        expect(await head('description')).toMatch(code === 'en' ? /^Quest for Avalon by Silver Anchor\. / : /^Quest for Avalon od Silver Anchor\. /);
        expect(await head('og:description')).toBe(await head('description'));
        // A page without a picture of its own: its heading is its title all the same.
        for (const path of ['/winners', '/tournaments/3', '/providers']) {
          await page.goto(`${prefix}${path}`);
          expect(await page.title(), path).toBe(await page.getByRole('heading', { level: 1 }).innerText());
          expect(await head('og:title'), path).toBe(await page.title());
        }
        // A private page too (kept out of the index): the cashier's deposit.
        await signInThroughApi(page.request);
        await page.goto(`${prefix}/cashier/deposit`);
        expect(await page.title()).toBe(code === 'en' ? 'Deposit' : 'Wpłata');
        expect(await head('robots')).toBe('noindex, nofollow');
      });
    }

    test('the game hall shows its first screen of games laid out in its grid, and its footer styled', async ({ page }) => {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/gamehall');
        const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
        await expect(games).toHaveCount(24);
        await expect(games.first().getByRole('link').first()).toBeVisible();
        await expect(games.first()).toHaveAttribute('aria-setsize', /^\d{2,}$/);
        // Side by side in the grid's columns, not stacked on one another.
        const [first, second] = [await games.nth(0).boundingBox(), await games.nth(1).boundingBox()];
        expect(second?.x, `${width} px`).toBeGreaterThanOrEqual((first?.x ?? 0) + (first?.width ?? 0));
        expect(second?.y, `${width} px`).toBe(first?.y);
        // The footer (a lazy part React finished on the server) is in place, not held back for a script to reveal,
        // and its stylesheet is linked: the languages sit in a row, not in a bulleted list.
        const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Languages' }).getByRole('list');
        await expect(languages).toBeVisible();
        await expect(languages).toHaveCSS('display', 'flex');
        await expect(languages).toHaveCSS('list-style-type', 'none');
      }
    });
  });

  for (const signedIn of [false, true]) {
    for (const { code, prefix } of TEST_LOCALES) {
      test(`[${code}] ${signedIn ? 'signed in' : 'visitor'}: every route hydrates without a console error and asks nothing twice`, async ({ page }) => {
        test.setTimeout(900_000);
        if (signedIn) await signInThroughApi(page.request);
        for (const path of (signedIn ? [...PUBLIC_PATHS, ...PRIVATE_PATHS] : PUBLIC_PATHS).map((unprefixed) => inLocale(unprefixed, prefix))) {
          const { problems, browserCalls, serverCalls, serverLocale } = await firstLoad(page, path);
          expect(problems, path).toEqual([]);
          // The browser takes the page locale from the server's state (not the address bar) and every call it makes carries it.
          expect(serverLocale, path).toBe(code);
          expect(browserCalls.filter((call) => call.startsWith('/api/') && !call.includes(`locale=${code}`)), `${path}: calls in another locale`).toEqual([]);
          expect(serverCalls.length, `${path} was rendered with its data`).toBeGreaterThan(0);
          expect(browserCalls.filter((call) => serverCalls.includes(call)), `${path}: asked again by the browser`).toEqual([]);
          expect(serverCalls.filter((call, index) => serverCalls.indexOf(call) !== index), `${path}: asked twice by the server`).toEqual([]);
        }
        // Interactive: a link is followed in-app, without loading a document.
        await page.goto(inLocale('/promotions', prefix));
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest()) documents.push(request.url());
        });
        await page.locator('header nav').getByRole('link').first().click();
        await page.waitForLoadState('networkidle');
        expect(documents).toEqual([]);
      });
    }
  }

  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] after every click the document's title is the one the server gives that address`, async ({ page }) => {
      const serverTitle = async () => {
        const html = await (await page.request.get(page.url())).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        return title.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
      };
      const seen: string[] = [];
      const expectServerTitle = async (step: string) => {
        await page.waitForLoadState('networkidle');
        const title = await serverTitle();
        await expect.poll(() => page.title(), { message: `${step}: ${page.url()}` }).toBe(title);
        seen.push(title);
      };
      await page.goto(`${prefix}/winners`);
      await expectServerTitle('first page');
      await page.getByRole('main').locator('a[href*="/game/"]').first().click();
      await page.waitForURL(/\/game\//);
      await expectServerTitle('a game of the winners list');
      await page.goBack();
      await page.waitForURL(/\/winners$/);
      await expectServerTitle('back');
      await page.getByRole('banner').getByRole('link', { name: code === 'en' ? 'Promotions' : 'Promocje', exact: true }).click();
      await page.waitForURL(/\/promotions$/);
      await expectServerTitle('the header\'s promotions');
      await page.getByRole('contentinfo').getByRole('link', { name: code === 'en' ? 'Terms and conditions' : 'Regulamin' }).click();
      await page.waitForURL(/\/terms$/);
      await expectServerTitle("the footer's terms");
      // Four addresses, four titles.
      expect(new Set(seen.filter((_, index) => index !== 2)).size, seen.join(' | ')).toBe(4);
    });
  }

  test.describe('status codes and redirects (as curl sees them)', () => {
    test.afterEach(async ({ request }) => clearFaults(request));

    for (const { code, prefix } of TEST_LOCALES) {
      test(`[${code}] 404 for an unknown path and a failed page validation, with the page's body`, async ({ request }) => {
        const unknown = await request.get(`${prefix}/no-such-page/at-all`);
        expect(unknown.status()).toBe(404);
        expect(await unknown.text()).toContain(`Page not found: ${prefix}/no-such-page/at-all`);
        const game = await request.get(`${prefix}/game/no-such-game`);
        expect(game.status()).toBe(404);
        expect(await game.text()).toContain(`Page Not Found: ${prefix}/game/no-such-game`);
        // A category the platform does not list: its own page validation, not an empty hall with no heading.
        const category = await request.get(`${prefix}/gamehall/no-such-category?providers=aurora-play`);
        expect(category.status()).toBe(404);
        expect(await category.text()).toContain(`Page Not Found: ${prefix}/gamehall/no-such-category?providers=aurora-play`);
      });

      test(`[${code}] 3xx for custom redirects (query kept), the private area and an external target`, async ({ request }) => {
        const custom = await request.get(`${prefix}/promo/summer/2026?ref=mail`, { maxRedirects: 0 });
        expect(custom.status()).toBe(302);
        expect(custom.headers()['location']).toBe(`${prefix}/promotions?ref=mail`);
        const privateArea = await request.get(`${prefix}/cashier/history?tab=withdrawal`, { maxRedirects: 0 });
        expect(privateArea.status()).toBe(302);
        expect(privateArea.headers()['location']).toBe(`${prefix || '/'}?redirectUrl=${encodeURIComponent(`${prefix}/cashier/history?tab=withdrawal`)}`);
        const external = await request.get(`${prefix}/blog`, { maxRedirects: 0 });
        expect(external.status()).toBe(302);
        expect(external.headers()['location']).toBe('https://example.com/blog');
      });
    }

    test('503 for maintenance and 403 for a banned player (SPEC.md 8)', async ({ request }) => {
      await injectFault(request, 'account.getInfo', 'ApplicationDisabledException');
      const maintenance = await request.get(freshPage('/promotions'));
      expect(maintenance.status()).toBe(503);
      await injectFault(request, 'account.getInfo', 'UserBannedException');
      const banned = await request.get(freshPage('/pl/gamehall'));
      expect(banned.status()).toBe(403);
    });

    test('every script carries the nonce of the response; visitors cacheable briefly, a session never', async ({ request, page }) => {
      const response = await request.get('/pl/promotions', { headers: { cookie: '' } });
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(html.slice(0, 120)).toContain('<html lang="pl"');
      expect(response.headers()['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
      await signInThroughApi(page.request);
      const signedIn = await page.request.get('/pl/promotions');
      expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    });
  });
});
