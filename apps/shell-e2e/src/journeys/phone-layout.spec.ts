import { LOCALES } from '@casino/platform-contract';
import { buildPath } from '@casino/routing/table';
import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { freshPage, restoreGeneralInfo, setGeneralInfo } from '../emulator-admin';
import { textOf } from '../quality/catalogue-text';
import { discoverRouteParams, routePaths } from '../quality/route-params';
import { signInThroughApi } from '../platform-api';

/** What the page shows that is cut or is a code: amounts and names wider than their box, sideways overflow, raw ids. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    const money = /(?:[€$£]\s?\d)|(?:\d[\d\s.,\u00a0\u202f]*\s?(?:€|zł|EUR|PLN|USD))/;
    const rawCode = /^[a-z0-9]+(?:-[a-z0-9]+)+$/;
    // Text for screen readers alone (a 1 px box clipped away: table captions, headings, a loader's name) is not on screen.
    const visuallyHidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (box.width <= 1 && box.height <= 1) || style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
      for (let node: Element | null = element; node; node = node.parentElement) if (visuallyHidden(node)) return false;
      return true;
    };
    for (const element of document.querySelectorAll('main *, header *, [role="dialog"] *')) {
      if (!(element instanceof HTMLElement) || element.children.length > 0 || !visible(element)) continue;
      const text = element.textContent?.trim() ?? '';
      if (!text) continue;
      if (rawCode.test(text)) problems.push(`a raw code on screen: "${text}"`);
      const style = getComputedStyle(element);
      if (style.display === 'inline') continue;
      // An amount is never cut (DESIGN.md); a name may end in an ellipsis. Cut by its own box, or by an ancestor that
      // clips what overflows it (a card's rounded corners), not by one that scrolls (a row of cards).
      const clipper = (() => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const overflow = getComputedStyle(node).overflowX;
          if (overflow === 'hidden' || overflow === 'clip') return node.getBoundingClientRect();
          if (overflow === 'auto' || overflow === 'scroll') return null;
        }
        return null;
      })();
      const box = element.getBoundingClientRect();
      const clipped = clipper !== null && money.test(text) && (box.right > clipper.right + 1 || box.left < clipper.left - 1);
      if (clipped) problems.push(`an amount is cut by its card: "${text}" (${Math.round(box.right)} > ${Math.round(clipper.right)})`);
      const cut = element.scrollWidth > element.clientWidth + 1;
      if (cut && money.test(text)) problems.push(`an amount is cut: "${text}" (${element.scrollWidth} > ${element.clientWidth})`);
      if (cut && !money.test(text) && style.textOverflow !== 'ellipsis' && style.overflowX !== 'visible') problems.push(`a name is cut: "${text}"`);
    }
    return problems;
  });
}

test.describe('[375 px] every route, signed in', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('cuts no amount or name, never scrolls sideways and shows no raw code', async ({ page }) => {
    test.setTimeout(600_000);
    await signInThroughApi(page.request);
    const params = await discoverRouteParams(page.request);
    const found: string[] = [];
    for (const { name, path } of routePaths('en', params)) {
      // Placeholders redirect; billing needs a draft; the game page's art is the provider's frame.
      if (['bets', 'responsible-game', 'cashier.billing', 'icons'].includes(name)) continue;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const problem of await layoutProblems(page)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
});

/** The texts a game tile's badges can show in a locale: new, hot, jackpot, exclusive, demo, and free spins by count. */
function badgeTexts(locale: string) {
  const plain = ['new', 'hot', 'jackpot', 'exclusive', 'demo'].map((badge) => textOf(`gamehall.badge.${badge}`, locale));
  // The free-spins badge is a plural message: each branch's text, with its number.
  const branches = [...textOf('gamehall.badge.freeSpins', locale).matchAll(/\b(?:zero|one|two|few|many|other)\s*\{([^{}]*)\}/g)].map((match) => match[1]);
  const freeSpins = branches.map((branch) => `^${branch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '\\d+')}$`);
  return { plain, freeSpins: freeSpins.join('|') };
}

test.describe('[360 px] game tiles, signed in', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('show every badge whole, clear of the like button, in every locale', async ({ page }) => {
    test.setTimeout(120_000);
    // The demo player holds free spins for a game of the first rows: its tile shows the longest badge.
    await signInThroughApi(page.request);
    for (const locale of LOCALES) {
      await page.goto(buildPath('gamehall.index', { locale }));
      await expect(page.locator('main article').first()).toBeVisible();
      const { plain, freeSpins } = badgeTexts(locale);
      const found = await page.evaluate(
        ({ plain, freeSpins }) => {
          const isBadge = (text: string) => plain.includes(text) || new RegExp(freeSpins).test(text);
          const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          const seen: Array<{ text: string; problem: string | null }> = [];
          for (const tile of document.querySelectorAll('main article')) {
            const like = tile.querySelector('button')?.getBoundingClientRect();
            for (const element of tile.querySelectorAll('a *')) {
              const text = element.textContent?.trim() ?? '';
              if (!(element instanceof HTMLElement) || element.children.length > 0 || !isBadge(text)) continue;
              const box = element.getBoundingClientRect();
              const cut = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1 || getComputedStyle(element).textOverflow === 'ellipsis';
              const problem = cut ? `cut (${element.scrollWidth} > ${element.clientWidth})` : like && overlaps(box, like) ? 'under the like button' : null;
              seen.push({ text, problem });
            }
          }
          return seen;
        },
        { plain, freeSpins },
      );
      // The hall's first tiles carry hot, demo and the player's free spins at least.
      expect(new Set(found.map((badge) => badge.text)).size, locale).toBeGreaterThanOrEqual(3);
      expect(found.some((badge) => new RegExp(freeSpins).test(badge.text)), `${locale}: a free-spins badge`).toBe(true);
      expect(found.filter((badge) => badge.problem).map((badge) => `${locale}: "${badge.text}" ${badge.problem}`)).toEqual([]);
    }
  });
});

test.describe('[360 px] game tiles', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("show each game's name and provider whole, on two lines where one is too short", async ({ page }) => {
    await page.goto(buildPath('gamehall.index'));
    await expect(page.locator('main article').first()).toBeVisible();
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll('main article a *')]
        .filter((element): element is HTMLElement => element instanceof HTMLElement && element.children.length === 0 && !!element.textContent?.trim())
        .map((element) => ({
          text: element.textContent?.trim() ?? '',
          lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight || '16')),
          cut:
            element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1 || getComputedStyle(element).textOverflow === 'ellipsis',
        })),
    );
    // The hall's first tiles hold names longer than a 360 px phone's tile is wide ("Book of the Vikings").
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.some((text) => text.lines >= 2), 'a text too long for one line takes a second').toBe(true);
    expect(texts.filter((text) => text.cut).map((text) => text.text)).toEqual([]);
  });
});

test.describe('[375 px] the cookie-consent banner', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  // General info is global to the emulator: the GTM id set here is taken away after.
  test.afterEach(async ({ request }) => restoreGeneralInfo(request));

  test('sits above the bottom navigation bar, which stays usable', async ({ page, request }) => {
    await setGeneralInfo(request, { gtm_id: 'GTM-E2E23' });
    // Not the page the web server may still keep from before the change (emulator-admin.ts).
    await page.goto(freshPage('/'));
    const banner = page.getByRole('region', { name: textOf('frame.consent.label', 'en') });
    const bar = page.getByRole('navigation', { name: textOf('shell.nav.bottomBar', 'en') });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const barBox = await bar.boundingBox();
    expect(bannerBox && barBox && bannerBox.y + bannerBox.height <= barBox.y).toBe(true);
    // The bar's entries are not under the banner: a tap on one reaches it.
    await bar.getByRole('link', { name: textOf('shell.nav.gamehall', 'en') }).click();
    await expect(page).toHaveURL(/\/gamehall$/);
  });
});
