import { LOCALES } from '@casino/platform-contract';
import { buildPath } from '@casino/routing/table';
import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { signInThroughApi } from '../quality/emulator';

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

/** Amounts in the page's text that a line break splits ("pula 10" / "000 €"). */
function splitAmounts(page: Page) {
  return page.getByRole('main').evaluate((main) => {
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
        for (const amount of await splitAmounts(page)) found.push(`${locale}: "${amount}"`);
      }
      expect(found).toEqual([]);
    });
  }
});
