import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { registerPlayer } from '../platform-api';
import { addressOf } from '../shell/shell-helpers';
import { WIDTHS, isPhone } from './journey-helpers';
import { TEST_LOCALES } from '../test-locales';

/** A real-money game of the emulator's catalogue. */
const GAME = '/game/silver-anchor-quest-for-avalon';

/** Counts the player's taps (clicks), as a player would count them. */
async function tap(taps: { count: number }, target: ReturnType<Page['getByRole']>) {
  taps.count += 1;
  await target.click();
}

for (const width of WIDTHS) {
  for (const { code, prefix } of TEST_LOCALES) {
    test.describe(`[${code}, ${width} px] a player in a running game`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 812 : 900 } });

      test('deposits in at most three taps and is back in the game with the new balance', async ({ page }) => {
        // A payment's round trip through the provider's page, on a loaded machine.
        test.setTimeout(90_000);
        await registerPlayer(page.request);
        await page.goto(`${prefix}${GAME}`);
        const balance = page.getByTestId('header-balance');
        await expect(balance).toBeVisible();
        const before = await balance.textContent();
        const taps = { count: 0 };

        await tap(taps, page.getByRole('banner').getByRole('button', { name: textOf('shell.header.deposit', code), exact: true }));
        const dialog = page.getByRole('dialog');
        // The amount starts at a preset and the promo code comes before the button. The dialog's code and the methods
        // load first: over 10 s on a loaded machine (the dialog showed its spinner).
        await expect(dialog.getByRole('textbox', { name: textOf('cashier.deposit.amount', code), exact: true })).not.toHaveValue('', { timeout: 30_000 });
        const pay = dialog.getByRole('button', { name: new RegExp(`^${textOf('cashier.billing.pay', code).replace('{amount}', '')}`) });
        const promo = dialog.getByRole('textbox', { name: textOf('cashier.promo.label', code) });
        // Pay stays at the bottom of the dialog while its body scrolls: the promo code's field, focused as by Tab or a
        // tap, scrolls into sight above it, not under it (WCAG 2.4.11).
        await promo.focus();
        await expect.poll(async () => {
          const field = await promo.boundingBox();
          const button = await pay.boundingBox();
          return field && button ? button.y - (field.y + field.height) : -1;
        }).toBeGreaterThan(0);
        await tap(taps, pay);
        await expect(page.getByRole('heading', { name: 'Emulated payment' })).toBeVisible();
        await tap(taps, page.getByRole('button', { name: 'Approve payment' }));

        await expect.poll(() => addressOf(page)).toBe(`${prefix}${GAME}`);
        await expect(balance).not.toHaveText(before ?? '');
        expect(taps.count).toBeLessThanOrEqual(3);
      });
    });
  }
}
