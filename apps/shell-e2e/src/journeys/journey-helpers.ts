import type { Page } from '@playwright/test';
import { textOf } from '../quality/catalogue-text';

/** The two widths every journey is walked at: a phone and a desktop. */
export const WIDTHS = [375, 1440] as const;
export const isPhone = (width: number) => width < 768;

/**
 * Opens the account's menu as a player does: the header's account menu on a desktop, the bottom bar's menu on a
 * phone. Returns where its entries are.
 */
export async function openAccountMenu(page: Page, width: number, locale: string) {
  if (isPhone(width)) {
    await page.getByRole('navigation', { name: textOf('shell.nav.bottomBar', locale) }).getByRole('button', { name: textOf('shell.nav.menu', locale) }).click();
    return page.getByRole('dialog').getByRole('navigation', { name: textOf('shell.account.links', locale) });
  }
  await page.getByRole('banner').getByRole('button', { name: textOf('shell.account.menu', locale), exact: true }).click();
  return page.getByRole('menu');
}
