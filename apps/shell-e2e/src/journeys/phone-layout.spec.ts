import { expect, test, type Page } from '@playwright/test';
import { discoverRouteParams, routePaths } from '../quality/route-params';
import { signInThroughApi } from '../quality/emulator';

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
      // An amount is never cut (DESIGN.md); a name may end in an ellipsis.
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
