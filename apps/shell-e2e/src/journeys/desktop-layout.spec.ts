import { LOCALES } from '@casino/platform-contract';
import { buildPath } from '@casino/routing/table';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { signInThroughApi } from '../platform-api';

/** The header's links and buttons that are not wholly on screen, or are cut by the box around them. */
function headerControlsOffScreen(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const screen = document.documentElement.clientWidth;
    const problems: string[] = [];
    for (const control of header.querySelectorAll('a, button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(control).visibility === 'hidden' || control.closest('[class*="skip"]')) continue;
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
      if (box.left < 0 || box.right > screen + 1) problems.push(`"${name}" runs off the screen (${Math.round(box.right)} > ${screen})`);
      for (let parent = control.parentElement; parent && parent !== header.parentElement; parent = parent.parentElement) {
        const outer = parent.getBoundingClientRect();
        if (getComputedStyle(parent).overflowX !== 'visible' && box.right > outer.right + 1) problems.push(`"${name}" is cut by its box`);
      }
    }
    return problems;
  });
}

test.describe('the desktop header, signed in', () => {
  // From the laptop width where the navigation appears to a wide screen, through the width where every link is tried.
  for (const width of [992, 1280, 1400, 1440]) {
    test(`keeps the account area and every navigation entry on screen in every locale at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signInThroughApi(page.request);
      const found: string[] = [];
      for (const locale of LOCALES) {
        await page.goto(buildPath('promotions.index', { locale }));
        await expect(page.getByTestId('header-balance')).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const problem of await headerControlsOffScreen(page)) found.push(`${locale}: ${problem}`);
      }
      expect(found).toEqual([]);
    });
  }
});

/** Amounts in the text of a part of the page that a line break splits ("pula 10" / "000 €"). */
function splitAmounts(part: Locator) {
  return part.evaluate((main) => {
    const amount = /(?:[€$£]\s?\d[\d\s.,\u00a0]*\d)|(?:\d[\d\s.,\u00a0]*\s?(?:€|zł))/g;
    const split: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].trimEnd().length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0].trim());
      }
    }
    return split;
  });
}

test.describe("the home page's banners", () => {
  for (const width of [375, 1440]) {
    test(`never split an amount over two lines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const locale of ['en', 'pl', 'af'] as const) {
        await page.goto(buildPath('index', { locale }));
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        for (const amount of await splitAmounts(page.getByRole('main'))) found.push(`${locale}: "${amount}"`);
      }
      expect(found).toEqual([]);
    });
  }

  test('on a phone, show the whole artwork with the text below it, never over it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    for (const locale of ['en', 'pl'] as const) {
      await page.goto(buildPath('index', { locale }));
      const banners = page.getByRole('main').locator('article:has(picture)');
      await expect(banners.first()).toBeVisible();
      const layouts = await banners.evaluateAll((articles) =>
        articles.map((article) => {
          const art = article.querySelector('picture')?.getBoundingClientRect();
          const heading = article.querySelector('h2');
          const title = heading?.getBoundingClientRect();
          if (!art || !title) return { title: heading?.textContent, ratio: 0, textBelowArt: false };
          return { title: heading?.textContent, ratio: Math.round((art.width / art.height) * 10) / 10, textBelowArt: title.top >= art.bottom };
        }),
      );
      expect(layouts.length, locale).toBeGreaterThan(1);
      for (const layout of layouts) expect(layout, locale).toMatchObject({ ratio: 3, textBelowArt: true });
    }
  });
});

/** The header navigation's entries a player can see, left to right: each one's name and left edge. */
function entriesInSight(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('navigation')
    .evaluate((nav) => {
      const bar = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a, button')]
        .map((entry) => ({ name: entry.textContent?.trim() ?? '', box: entry.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.top >= bar.top - 1 && box.bottom <= bar.bottom + 1)
        .map(({ name, box }) => `${name} @ ${Math.round(box.left)}`);
    });
}

test.describe('the desktop header before and after the scripts run', () => {
  // A laptop below the width where the bar holds every link, and a desktop where a player's account area leaves no
  // room for the last one.
  for (const width of [1280, 1440]) {
    test(`shows the same entries in the same places at ${width} px, for a visitor and a player, and "More" has the rest`, async ({ browser, page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const signedIn of [false, true]) {
        if (signedIn) await signInThroughApi(page.request);
        const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, storageState: await page.context().storageState() });
        const html = await withoutScripts.newPage();
        for (const locale of ['en', 'pt-BR'] as const) {
          const path = buildPath('promotions.index', { locale });
          const who = `${signedIn ? 'a player' : 'a visitor'}, ${locale}`;
          await html.goto(path);
          await page.goto(path);
          if (signedIn) await expect(page.getByTestId('header-balance')).toBeVisible();
          await page.waitForLoadState('networkidle');
          const before = await entriesInSight(html);
          const after = await entriesInSight(page);
          expect(after, `${who}: the header after the scripts ran`).toEqual(before);
          for (const amount of await splitAmounts(page.getByRole('banner'))) found.push(`${who}: the balance "${amount}" is split`);
          // Every link of the header menu is in the bar or under "More".
          const links = await page.getByRole('banner').getByRole('navigation').locator('a').allTextContents();
          await page.getByRole('banner').getByRole('button', { name: textOf('shell.nav.more', locale) }).click();
          await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
          const inMore = await page.getByRole('menu').getByRole('menuitem').allTextContents();
          await page.keyboard.press('Escape');
          const inBar = after.map((entry) => entry.replace(/ @ \d+$/, ''));
          for (const link of links) if (!inBar.includes(link) && !inMore.some((item) => item.includes(link))) found.push(`${who}: "${link}" is neither in the bar nor under "More"`);
        }
        await withoutScripts.close();
      }
      expect(found).toEqual([]);
    });
  }
});
