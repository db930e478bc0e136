import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA: the bar the design sets (DESIGN.md, "axe finds nothing"). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe violations on the page (or inside `within`), one line each with the rule, its impact, what it
 * means and the elements it found, so a failure report says exactly what to fix and where.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
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
