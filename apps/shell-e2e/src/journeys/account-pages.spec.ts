import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { registerPlayer } from '../platform-api';
import { addressOf } from '../shell/shell-helpers';
import { WIDTHS, isPhone, openAccountMenu } from './journey-helpers';
import { TEST_LOCALES } from '../test-locales';

/** Every page of a player's account (issue 23), by the name its entry shows and where it leads. */
const ACCOUNT_PAGES = [
  { label: 'shell.account.profile', path: '/profile' },
  { label: 'shell.account.deposit', path: '/cashier/deposit' },
  { label: 'shell.account.withdraw', path: '/cashier/withdraw' },
  { label: 'shell.account.history', path: '/cashier/history' },
  { label: 'shell.account.bonuses', path: '/profile/bonuses' },
  { label: 'shell.account.freespins', path: '/profile/bonuses#freespins' },
  { label: 'shell.account.cashback', path: '/profile/cashback' },
  { label: 'shell.account.loyalty', path: '/profile/loyalty' },
  { label: 'shell.account.bets', path: '/profile/bets/history' },
  { label: 'shell.account.notifications', path: '/profile/notification' },
  { label: 'shell.account.settings', path: '/profile/settings' },
  { label: 'shell.account.security', path: '/profile/security' },
  { label: 'shell.account.verification', path: '/profile/verification' },
  { label: 'shell.account.responsible', path: '/profile/responsible-game' },
];

/** The public areas that had no way in on a desktop. */
const PUBLIC_AREAS = ['/loyalty', '/offers', '/providers', '/winners'];

for (const width of WIDTHS) {
  for (const { code, prefix } of TEST_LOCALES) {
    test.describe(`[${code}, ${width} px] a signed-in player`, () => {
      test.use({ viewport: { width, height: isPhone(width) ? 812 : 900 } });

      test('reaches every account page from the home page in two clicks', async ({ page }) => {
        // Fourteen page loads, each with the default test's budget: a loaded machine takes 10-15 s for one.
        test.setTimeout(ACCOUNT_PAGES.length * 30_000);
        await registerPlayer(page.request);
        for (const { label, path } of ACCOUNT_PAGES) {
          await page.goto(prefix || '/');
          const menu = await openAccountMenu(page, width, code);
          // Click 1 opened the menu; click 2 is the page.
          await menu.getByRole(isPhone(width) ? 'link' : 'menuitem', { name: textOf(label, code), exact: true }).click();
          await expect.poll(() => addressOf(page), `${label} leads to ${path}`).toBe(`${prefix}${path}`);
          await expect(page.locator('h1').first()).toBeVisible();
          await expect(page.getByTestId('not-found-message')).toHaveCount(0);
          // The overview's heading greets the player; its tab (and a bookmark) names the page.
          if (path === '/profile') await expect.poll(() => page.title(), 'the overview names itself in its tab').toContain(textOf('profile.overview.title', code));
        }
      });

      test('signs out from the account menu', async ({ page }) => {
        await registerPlayer(page.request);
        await page.goto(prefix || '/');
        const menu = await openAccountMenu(page, width, code);
        if (isPhone(width)) await page.getByRole('dialog').getByRole('button', { name: textOf('shell.header.signOut', code) }).click();
        else await menu.getByRole('menuitem', { name: textOf('shell.header.signOut', code) }).click();
        await expect(page.getByRole('banner').getByRole('link', { name: textOf('shell.header.signIn', code) })).toBeVisible();
      });
    });
  }
}

/** Every public area of the site (SPEC.md 2.1), as the header and site menus of the CMS name them. */
const EVERY_AREA = ['/gamehall', '/gamehall/live', '/jackpots', '/tournaments', '/promotions', '/betting', '/offers', '/loyalty', '/winners', '/providers', '/support'];

test.describe('[375 px] the phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('reaches every public area: the header menu’s areas are in it too, as a phone has no header navigation', async ({ page }) => {
    test.setTimeout(EVERY_AREA.length * 30_000);
    for (const path of EVERY_AREA) {
      await page.goto('/');
      await page.getByRole('navigation', { name: textOf('shell.nav.bottomBar', 'en') }).getByRole('button', { name: textOf('shell.nav.menu', 'en') }).click();
      await page.getByRole('dialog').getByRole('navigation', { name: textOf('shell.nav.sidebar', 'en') }).locator(`a[href="${path}"]`).click();
      await expect.poll(() => addressOf(page), `the menu leads to ${path}`).toBe(path);
      await expect(page.locator('h1').first()).toBeVisible();
    }
  });
});

test.describe('[1440 px] the desktop navigation', () => {
  test('reaches every public area, from the CMS menu', async ({ page }) => {
    // Four page loads, each with the default test's budget (10-15 s each on a loaded machine).
    test.setTimeout(PUBLIC_AREAS.length * 30_000);
    for (const path of PUBLIC_AREAS) {
      await page.goto('/');
      const more = page.getByRole('banner').getByRole('button', { name: 'More' });
      await more.click();
      await page.getByRole('menu').locator(`a[href="${path}"]`).click();
      await expect.poll(() => addressOf(page)).toBe(path);
    }
  });

  test('marks the one area the player is in: the live casino on its hall, the game hall on any other', async ({ page }) => {
    const current = page.getByRole('banner').locator('nav a[aria-current="page"]');
    await page.goto('/gamehall/live');
    await expect(current).toHaveText(['Live casino']);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL('/gamehall/slots');
    await expect(current).toHaveText(['Game hall']);
    await page.getByRole('banner').getByRole('link', { name: 'Promotions', exact: true }).click();
    await expect(current).toHaveText(['Promotions']);
    await page.goto('/');
    await expect(current).toHaveCount(0);
  });

  test('the account menu works from the keyboard and gives focus back', async ({ page }) => {
    await registerPlayer(page.request);
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'My account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    // A player presses End once the menu is there (and focus in it), as after the first opening.
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  });

  test('the account menu appears right under its button, from its first frame on', async ({ page }) => {
    await registerPlayer(page.request);
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: 'My account' });
    // Where the list is on each frame from the one it appears on, for 300 ms (its fade and rise take 150).
    const frames = page.evaluate(
      () =>
        new Promise<Array<{ right: number; top: number }>>((resolve) => {
          const seen: Array<{ right: number; top: number }> = [];
          const look = () => {
            const list = document.querySelector('[role="menu"]');
            if (list) {
              const box = list.getBoundingClientRect();
              seen.push({ right: box.right, top: box.top });
            }
            if (seen.length > 0 && performance.now() - first >= 300) resolve(seen);
            else requestAnimationFrame(look);
          };
          let first = Infinity;
          const observer = new MutationObserver(() => {
            if (document.querySelector('[role="menu"]') && first === Infinity) {
              first = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          requestAnimationFrame(look);
        }),
    );
    await trigger.click();
    const button = await trigger.boundingBox();
    expect(button).not.toBeNull();
    const seen = await frames;
    expect(seen.length).toBeGreaterThan(0);
    for (const { right, top } of seen) {
      // Its end edge on the button's, its top a few pixels under it (the rise is 4 px).
      expect(Math.abs(right - ((button?.x ?? 0) + (button?.width ?? 0)))).toBeLessThan(2);
      expect(top - ((button?.y ?? 0) + (button?.height ?? 0))).toBeGreaterThanOrEqual(0);
      expect(top - ((button?.y ?? 0) + (button?.height ?? 0))).toBeLessThan(12);
    }
  });
});
