import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { currentAccount, depositThroughApi, platformPath, registerPlayer, uniqueLogin } from '../platform-api';
import { completeProfile, ledgerBalance, ledgerHistory } from '../cashier/cashier-helpers';
import { autoSubmittingForm, serveOtherOrigin, type OtherOrigin } from './other-origin';

/** Opens the attacker's page and waits until its form has landed on the site (whatever the site answered). */
async function fallFor(page: Page, attackerUrl: string, siteOrigin: string) {
  await page.goto(attackerUrl);
  await page.waitForURL((url) => url.origin === siteOrigin);
}

/** Whether a login and password open a session, tried from a fresh client with no cookies. */
async function canSignIn(request: APIRequestContext, login: string, password: string) {
  const response = await request.post(platformPath('auth.login'), { multipart: { login, password } });
  return ((await response.json()) as { data?: { uid: number } }).data?.uid !== undefined;
}

// CSRF: a page on another origin makes the signed-in player's browser post to the site with the player's cookies.
test.describe('cross-origin forms', () => {
  let attacker: OtherOrigin;
  let site = '';
  test.beforeAll(async ({ baseURL, playwright }) => {
    site = new URL(baseURL ?? '').origin;
    // The attacker's own account, whose session a login CSRF would plant in the victim's browser.
    const setup = await playwright.request.newContext({ baseURL });
    const { login: attackerLogin } = await registerPlayer(setup, { suite: 'attacker', password: 'attacker1' });
    await setup.dispose();
    attacker = await serveOtherOrigin({
      '/withdraw': autoSubmittingForm(
        `${site}${platformPath('cashier.makewithdrawal')}`,
        { method: 'card', amount: '40', requisites: JSON.stringify({ card_number: '4111111111111111' }) },
        { multipart: true },
      ),
      '/profile': autoSubmittingForm(`${site}${platformPath('account.saveProfileInfo')}`, { first_name: 'Mallory', last_name: 'Attacker' }, { multipart: true }),
      '/password': autoSubmittingForm(
        `${site}${platformPath('account.changepassword')}`,
        { old_password: 'secret12', new_password: 'attacker1', repeat_password: 'attacker1' },
        { multipart: true },
      ),
      '/login': autoSubmittingForm(`${site}${platformPath('auth.login')}`, { login: attackerLogin, password: 'attacker1' }, { multipart: true }),
      '/consent': autoSubmittingForm(`${site}/oauth/init/confirm?service=google&redirect_url=/cashier/deposit`, { email: uniqueLogin('attacker-social'), name: 'Mallory' }),
    });
  });
  test.afterAll(async () => attacker.close());

  test('a multipart form from a sibling origin moves no money, changes no profile and no password', async ({ page, request }) => {
    const { login } = await registerPlayer(page.request, { suite: 'csrf' });
    await depositThroughApi(page.request, 100);
    await completeProfile(page);
    const withdrawalsBefore = (await ledgerHistory(page, 'withdrawal')).total;
    expect(await ledgerBalance(page)).toBe(100);

    await fallFor(page, attacker.url('/withdraw'), site);
    await expect(page.locator('body')).toContainText('AccessDeniedException');
    await fallFor(page, attacker.url('/profile'), site);
    await fallFor(page, attacker.url('/password'), site);

    expect(await ledgerBalance(page)).toBe(100);
    expect((await ledgerHistory(page, 'withdrawal')).total).toBe(withdrawalsBefore);
    const profile = (await (await page.request.get(`${platformPath('account.getprofileinfo')}&fields=first_name,last_name`)).json()) as { data: { first_name: string } };
    expect(profile.data.first_name).toBe('Ada');
    expect(await canSignIn(request, login, 'secret12')).toBe(true);
    expect(await canSignIn(request, login, 'attacker1')).toBe(false);
    // The player is still signed in as themselves.
    expect((await currentAccount(page.request, site)).login).toBe(login);
  });

  test("a cross-site form posting the attacker's credentials to auth.login signs nobody in", async ({ page }) => {
    await fallFor(page, attacker.url('/login', '127.0.0.1'), site);
    expect((await currentAccount(page.request, site)).uid).toBe(0);
  });

  test('a cross-site form posting to the social consent page signs nobody in', async ({ page }) => {
    await fallFor(page, attacker.url('/consent', '127.0.0.1'), site);
    expect((await currentAccount(page.request, site)).uid).toBe(0);
  });
});
