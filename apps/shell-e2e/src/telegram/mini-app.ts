import { expect, type Page } from '@playwright/test';
import { launchTelegramMiniApp } from '../auth/auth-helpers';
import { textOf } from '../quality/catalogue-text';
import { recordTelegramEvents } from './telegram-client';

/** A demo game of the seed, as the game page titles its frame. */
export const VIKINGS = { sysname: 'granite-peak-book-of-the-vikings-2', name: 'Book of the Vikings 2' };

/** A Telegram user nobody else uses in this run. */
export const newTelegramUser = (language_code = 'en') => {
  const id = 710_000_000 + Math.floor(Math.random() * 89_999_999);
  return { id, first_name: 'Ana', username: `ana_${id}`, language_code };
};

/** Opens the mini-app as a new Telegram user and waits until the sign-up from the launch data shows a balance. */
export async function startAsNewPlayer(page: Page, language_code = 'en') {
  await recordTelegramEvents(page);
  const user = newTelegramUser(language_code);
  await launchTelegramMiniApp(page, user);
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
  return user;
}

/** The page's path, without the launch parameters Telegram put in the hash. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

export const tabBar = (page: Page, locale = 'en') => page.getByRole('navigation', { name: textOf('shell.nav.bottomBar', locale) });

/** Opens the tab bar's menu. */
export async function openMenu(page: Page, locale = 'en') {
  await tabBar(page, locale).getByRole('button', { name: textOf('shell.nav.menu', locale) }).click();
  const menu = page.getByRole('dialog', { name: textOf('shell.nav.menu', locale) });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * The mini-app's direct link the build under test was made with (`VITE_TELEGRAM_MINI_APP_LINK`; `npm test` sets it
 * for the build and the journeys alike); undefined for a build without one, which shares web addresses.
 */
export const MINI_APP_LINK = process.env['VITE_TELEGRAM_MINI_APP_LINK'];
