import { buildPath } from '@casino/routing/table';
import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import type { Locale } from '@casino/platform-contract';
import { axeViolations, markupKey } from './axe-scan';
import { textOf } from './catalogue-text';
import { signInThroughApi } from '../platform-api';
import { clearFaults, setFaults } from './emulator';
import { navigateInApp, trackRequests } from './page-settle';
import { discoverRouteParams, routePaths, type DiscoveredParams, type RoutePath } from './route-params';

const ROLES = ['visitor', 'player'] as const;
const LOCALES: Locale[] = ['en', 'pl'];
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

// Motion is part of the design only when asked for; without it, axe never sees a dialog half faded in.
test.use({ reducedMotion: 'reduce', viewport: DESKTOP });

/** The route table in this many consecutive parts, a test each: a walk of them all took 4.5 min at load 29. */
const ROUTE_PARTS = 3;

/**
 * SPEC.md 2.1 and 2.7 against WCAG 2.2 AA: every route of the route table, as a visitor and as the signed-in
 * demo player, in the default locale and a prefixed one, and every dialog a player can open on the way.
 * Per role and locale, one page per part of the route table walks its routes inside the running app, and one more
 * opens the dialogs; each failure names the route and rule.
 */
test.describe('accessibility: axe finds nothing on any route or dialog', () => {
  const discovered: { params?: DiscoveredParams } = {};

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signInThroughApi(request);
    discovered.params = await discoverRouteParams(request);
    await request.dispose();
  });

  test.afterEach(async ({ request }) => {
    await clearFaults(request);
  });

  const startAudit = async (page: Page, role: (typeof ROLES)[number], locale: Locale) => {
    test.setTimeout(180_000);
    const { params } = discovered;
    if (!params) throw new Error('The route parameters were not read from the emulator');
    if (role === 'player') await signInThroughApi(page.request);
    return { audit: new PageAudit(page, locale), params };
  };

  for (const role of ROLES) {
    for (const locale of LOCALES) {
      for (let part = 1; part <= ROUTE_PARTS; part += 1) {
        test(`every route, part ${part} of ${ROUTE_PARTS}, ${role}, ${locale}`, async ({ page }) => {
          const { audit, params } = await startAudit(page, role, locale);
          const routes = routePaths(locale, params);
          const size = Math.ceil(routes.length / ROUTE_PARTS);
          await audit.sweepRoutes(routes.slice((part - 1) * size, part * size));
        });
      }

      test(`every dialog, ${role}, ${locale}`, async ({ page }) => {
        const { audit, params } = await startAudit(page, role, locale);
        await audit.gamesSearch();
        await audit.phoneLayoutAndMenu();
        if (role === 'visitor') {
          await audit.demoModePopup(params.otherDemoGame);
          await audit.authPopups();
        } else {
          await audit.errorToast();
          await audit.bonusConfirms();
        }
      });
    }
  }
});

class PageAudit {
  private readonly settled: () => Promise<void>;
  private readonly dialogs;
  private started = false;

  constructor(
    private readonly page: Page,
    private readonly locale: Locale,
  ) {
    this.settled = trackRequests(page);
    this.dialogs = page.locator('[role="dialog"], [role="alertdialog"]');
  }

  private async open(path: string) {
    if (this.started) await navigateInApp(this.page, path);
    else await this.page.goto(path);
    this.started = true;
    await this.settled();
  }

  private async scan(what: string) {
    await this.settled();
    expect.soft(await axeViolations(this.page), `axe on ${what}`).toEqual([]);
  }

  private async closeDialogs() {
    for (let open = await this.dialogs.count(); open > 0; open -= 1) {
      await this.page.keyboard.press('Escape');
      await expect(this.dialogs).toHaveCount(open - 1);
    }
  }

  /**
   * Each route once. A route showing exactly the markup of one already checked (a visitor's private routes
   * redirected home, the routes whose feature has not landed yet) is not scanned twice.
   */
  async sweepRoutes(routes: RoutePath[]) {
    const scanned = new Set<string>();
    for (const { name, path } of routes) {
      await this.open(path);
      const shown = new URL(this.page.url()).pathname;
      const key = await markupKey(this.page);
      if (scanned.has(shown) || scanned.has(key)) continue;
      scanned.add(shown).add(key);
      const label = `route ${name} ${path}${shown === path ? '' : ` (shown at ${shown})`}`;
      await this.scan(label);
      if ((await this.dialogs.count()) > 0) {
        // A page that opens a dialog by itself (the demo-mode offer on a game) is checked with and without it.
        await this.closeDialogs();
        await this.scan(`${label} after closing its dialog`);
      }
    }
  }

  /** The games search popup, with results for a typed name. */
  async gamesSearch() {
    await this.open(buildPath('index', { locale: this.locale }));
    await this.page.getByRole('button', { name: textOf('gamehall.search.open', this.locale) }).first().click();
    const dialog = this.dialogs.last();
    await expect(dialog).toBeVisible();
    await this.scan('dialog games-search (empty)');
    await dialog.getByLabel(textOf('gamehall.search.label', this.locale)).fill('Quest');
    await expect(dialog.getByRole('link').first()).toBeVisible();
    await this.scan('dialog games-search (results for "Quest")');
    await this.closeDialogs();
  }

  /** The phone layout (bottom bar) and the site menu it opens. */
  async phoneLayoutAndMenu() {
    await this.page.setViewportSize(PHONE);
    await this.open(buildPath('index', { locale: this.locale }));
    await this.scan('route index at 375 px');
    await this.page.getByRole('button', { name: textOf('shell.nav.menu', this.locale), exact: true }).click();
    await expect(this.dialogs.last()).toBeVisible();
    await this.scan('dialog sidebar (site menu) at 375 px');
    await this.closeDialogs();
    await this.page.setViewportSize(DESKTOP);
  }

  /** A visitor on a game with a demo is offered the demo mode in a popup. */
  async demoModePopup(sysname: string) {
    await this.open(buildPath('game-sysname', { locale: this.locale, params: { sysname } }));
    await expect(this.dialogs.last()).toBeVisible();
    await this.scan('dialog demo-mode on a game page');
    await this.closeDialogs();
  }

  /** The sign-in and sign-up popups the way shared links open them (SPEC.md 2.4). */
  async authPopups() {
    for (const query of ['show_popup_auth', 'show_popup_reg']) {
      await this.open(buildPath('index', { locale: this.locale, query: { [query]: 1 } }));
      await expect(this.dialogs.last()).toBeVisible();
      await this.scan(`dialog auth opened by ?${query}=1`);
      await this.closeDialogs();
    }
  }

  /**
   * The bonus confirms (SPEC.md 2.7), each cancelled so the demo player's bonuses stay as seeded: the demo player
   * has an active casino bonus, so activating the available casino bonus asks to replace it ('burn-bonuses'),
   * activating the betting bonus asks plainly ('bonus-activate'), and removing one asks too ('bonus-remove').
   */
  async bonusConfirms() {
    await this.open(buildPath('profile.bonuses', { locale: this.locale }));
    const confirm = this.page.getByRole('alertdialog');
    const openAndScan = async (button: string, index: number, title: string) => {
      await this.page.getByRole('button', { name: textOf(button, this.locale), exact: true }).nth(index).click();
      await expect(confirm).toHaveAccessibleName(textOf(title, this.locale));
      await this.scan(`dialog ${title}`);
      await this.closeDialogs();
    };
    await openAndScan('profile.bonuses.activate', 0, 'profile.bonuses.burnTitle');
    await openAndScan('profile.bonuses.activate', 1, 'profile.bonuses.activateTitle');
    await openAndScan('profile.bonuses.remove', 0, 'profile.bonuses.removeTitle');
  }

  /** An error toast: saving a favourite fails (the emulator refuses games.addLike). */
  async errorToast() {
    await this.open(buildPath('gamehall.index', { locale: this.locale }));
    await setFaults(this.page.request, [{ pattern: 'games.addLike', kind: 'error', error_type: 'UnknownErrorException' }]);
    await this.page.getByRole('list').getByRole('article').first().getByRole('button').click();
    await expect(this.page.getByText(textOf('gamehall.likes.failed', this.locale))).toBeVisible();
    await this.scan('toast after a failed favourite');
    await clearFaults(this.page.request);
  }
}
