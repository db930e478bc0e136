import { LOCALES } from '@casino/platform-contract';
import { buildPath } from '@casino/routing/table';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { registerPlayer, signInThroughApi } from '../platform-api';

/** A real-money game of the emulator's catalogue. */
const GAME = '/game/silver-anchor-quest-for-avalon';

test.describe('[375 px] the cashier on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("shows all of its sections' links without scrolling sideways, in every locale", async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page.request);
    for (const locale of LOCALES) {
      await page.goto(buildPath('cashier.deposit.index', { locale }));
      const sections = page.getByRole('main').getByRole('navigation', { name: textOf('cashier.nav.label', locale) });
      await expect(sections.getByRole('link')).toHaveCount(5);
      const hidden = await sections.evaluate((nav) => {
        const screen = document.documentElement.clientWidth;
        return [...nav.querySelectorAll('a')]
          .filter((link) => {
            const box = link.getBoundingClientRect();
            return box.left < 0 || box.right > screen || link.scrollWidth > link.clientWidth + 1;
          })
          .map((link) => link.textContent);
      });
      const scrolls = await sections.evaluate((nav) => [nav, ...nav.querySelectorAll('*')].some((element) => element.scrollWidth > element.clientWidth + 1));
      expect({ locale, hidden, scrolls }).toEqual({ locale, hidden: [], scrolls: false });
    }
  });
});

/** Whether the player sees this control: inside the screen and not under anything else. */
function inSight(page: Page, control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth) return false;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  });
}

test.describe('[375 x 667 px] the quick deposit over a running game', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const locale of ['en', 'pl'] as const) {
    test(`keeps Pay in sight while methods, presets, amount and promo code are reached in its own body (${locale})`, async ({ page }) => {
      test.setTimeout(60_000);
      await registerPlayer(page.request);
      await page.goto(locale === 'en' ? GAME : `/${locale}${GAME}`);
      await page.getByRole('banner').getByRole('button', { name: textOf('shell.header.deposit', locale), exact: true }).click();
      const dialog = page.getByRole('dialog');
      const amount = dialog.getByRole('textbox', { name: textOf('cashier.deposit.amount', locale), exact: true });
      await expect(amount).not.toHaveValue('', { timeout: 30_000 });
      const pay = dialog.getByRole('button', { name: new RegExp(`^${textOf('cashier.billing.pay', locale).replace('{amount}', '')}`) });
      const parts = [
        dialog.getByRole('group', { name: textOf('cashier.deposit.methods', locale) }).getByRole('radio').first(),
        dialog.getByRole('group', { name: textOf('uiKit.fields.quickAmounts', locale) }).getByRole('button').first(),
        amount,
        dialog.getByRole('textbox', { name: textOf('cashier.promo.label', locale) }),
      ];
      // On opening: the methods, the amount and Pay at once.
      expect([await inSight(page, parts[0]), await inSight(page, amount), await inSight(page, pay)]).toEqual([true, true, true]);
      for (const part of parts) {
        await part.scrollIntoViewIfNeeded();
        expect(await inSight(page, pay)).toBe(true);
      }
      // The page behind (the game) never moved.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test.describe('[1440 px] the deposit page', () => {
  test('shows each offer\'s description under its title, not shifted past it', async ({ page }) => {
    // A new player is offered the first-deposit packages.
    await registerPlayer(page.request);
    await page.goto(buildPath('cashier.deposit.index', { locale: 'en' }));
    const offers = page.getByRole('group', { name: textOf('cashier.deposit.offers', 'en') });
    await expect(offers.getByRole('radio').nth(1)).toBeVisible();
    const shifts = await offers.evaluate((group) =>
      [...group.querySelectorAll('label')].flatMap((label) => {
        const text = label.querySelector('input + span');
        const description = text?.lastElementChild;
        const title = text?.firstChild;
        if (!text || !description || !title || title === description) return [];
        // Where each text starts on screen (a box's padding would shift its text, not its box).
        const textLeft = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return range.getBoundingClientRect().left;
        };
        return [Math.round(textLeft(description) - textLeft(title))];
      }),
    );
    expect(shifts.length).toBeGreaterThan(0);
    expect(shifts.every((shift) => Math.abs(shift) <= 1), `descriptions shifted by ${shifts.join(', ')} px`).toBe(true);
  });
});
