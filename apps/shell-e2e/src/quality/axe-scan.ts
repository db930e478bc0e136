import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { untilQuiet } from './page-settle';

/** WCAG 2.0, 2.1 and 2.2 A and AA: the bar the design sets (DESIGN.md, "axe finds nothing"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe violations on the page (or inside `within`), one line each with the rule, its impact, what it
 * means and the elements it found, so a failure report says exactly what to fix and where.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Only violations come back: passes and incomplete results are most of axe's output and nobody reads them here.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} -> ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`)
        .join(' | ')}${violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : ''}`,
  );
}

/**
 * What axe would see, minus what cannot change its verdict: the page's own path, React's generated ids and
 * numbers (live countdowns and growing jackpots re-render every second).
 * Two routes with the same key (every route still showing the "not available yet" page) need one scan.
 */
export function markupKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.querySelector('main') ?? document.body, ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')];
    return parts
      .map((element) => element.outerHTML)
      .join('|')
      .replaceAll(window.location.pathname, '{path}')
      .replace(/_r_[0-9a-z]+_/g, '{id}')
      .replace(/\d+/g, '0');
  });
}

/**
 * Fails the test on any axe violation of the page as the player sees it now, typically with a dialog open.
 * Journeys that open a dialog call it there, so every dialog of the site is scanned in the running app, in
 * the state a real journey leaves it in. Finite animations (a dialog fading in) end first: axe reads colours
 * as painted, and a half-transparent dialog would fail contrast for a frame that no player reads. Quiet twice, some
 * 100 ms apart: a dialog that has just mounted starts its fade a frame later, and one look can fall in between.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Polled from here rather than with waitForFunction: journeys that install Playwright's clock pause the page's timers.
  await untilQuiet(
    () =>
      page.evaluate(() =>
        document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity),
      ),
    { interval: 100 },
  );
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}
