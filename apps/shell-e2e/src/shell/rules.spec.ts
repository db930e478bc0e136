import { expect, test } from '../interactive-page';
import { textOf } from '../quality/catalogue-text';
import { currentAccount, depositThroughApi, registerPlayer } from '../platform-api';
import { addressOf } from './shell-helpers';
import { expectNoAxeViolations } from '../quality/axe-scan';
import { TEST_LOCALES } from '../test-locales';

/** The emulator's weekend reload popup (popups.get id 1): served to a player who has deposited, once. */
const WEEKEND_POPUP = {
  id: 1,
  title: { en: 'Your weekend reload is ready', pl: 'Twoje weekendowe doładowanie czeka' },
  text: { en: 'Deposit today and get 50% extra with code RELOAD50.', pl: 'Wpłać dziś i zyskaj 50% więcej z kodem RELOAD50.' },
  button: { en: 'Claim bonus', pl: 'Odbierz bonus' },
  /** Its offer: the reload deposit offer, preselected on the deposit page. */
  offerId: 2,
} as const;

/** The emulator's cashback promotion: taking part needs the player's personal data (UserNeedProfileDataException). */
const CASHBACK_PROMOTION_ID = 5;

/** The terms checkbox of the sign-up form, labelled by the emulator's CMS (auth-config). */
const CMS_TERMS_LABEL = { en: /accept the terms/, pl: /akceptuję regulamin/ } as const;

// The further rules of SPEC.md 2.4, as a player meets them on the production build against the emulator.
test.describe('route rules of SPEC.md 2.4 in the product', () => {
  for (const { code, prefix } of TEST_LOCALES) {
    test(`[${code}] #popup-preview with popup={id} opens the preview of that campaign popup`, async ({ page }) => {
      await registerPlayer(page.request);
      await depositThroughApi(page.request, 20);
      await page.goto(`${prefix}/offers?popup=${WEEKEND_POPUP.id}#popup-preview`);

      const dialog = page.getByRole('dialog', { name: WEEKEND_POPUP.title[code] });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(textOf('promotions.campaign.preview', code), { exact: true })).toBeVisible();
      await expect(dialog.getByText(WEEKEND_POPUP.text[code])).toBeVisible();
      await expectNoAxeViolations(page, `the campaign dialog (${code})`);
      await expect(dialog.getByRole('link', { name: WEEKEND_POPUP.button[code] })).toHaveAttribute(
        'href',
        `${prefix}/cashier/deposit?offer=${WEEKEND_POPUP.offerId}`,
      );
      // The page under the preview is the one asked for.
      expect(addressOf(page)).toBe(`${prefix}/offers?popup=${WEEKEND_POPUP.id}#popup-preview`);
      await dialog.getByRole('button', { name: textOf('promotions.campaign.later', code) }).click();
      await expect(dialog).toHaveCount(0);
    });

    test(`[${code}] #popup-preview of a popup the platform does not have says the campaign has ended`, async ({ page }) => {
      await page.goto(`${prefix}/?popup=no-such-popup#popup-preview`);
      const dialog = page.getByRole('dialog', { name: textOf('promotions.campaign.goneTitle', code) });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `the campaign-ended dialog (${code})`);
      await dialog.getByRole('link', { name: textOf('promotions.campaign.goneAction', code) }).click();
      await expect(page).toHaveURL(`${prefix}/promotions`);
      await expect(dialog).toHaveCount(0);

      // Without the hash the query alone opens nothing.
      await page.goto(`${prefix}/offers?popup=${WEEKEND_POPUP.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test(`[${code}] the fill-profile confirm leads to the profile settings with from and toastType, and back`, async ({ page }) => {
      await registerPlayer(page.request);
      const promotion = `${prefix}/promotions/${CASHBACK_PROMOTION_ID}`;
      await page.goto(promotion);
      const takePart = page.getByRole('button', { name: textOf('promotions.detail.takePart', code), exact: true });
      await takePart.click();

      const confirm = page.getByRole('alertdialog', { name: textOf('auth.fillProfileInfo.title', code) });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `the fill-profile confirm (${code})`);
      await confirm.getByRole('button', { name: textOf('auth.fillProfileInfo.confirm', code), exact: true }).click();

      await expect.poll(() => addressOf(page)).toBe(`${prefix}/profile/settings?from=${encodeURIComponent(promotion)}&toastType=fillProfileInfo`);
      await expect(confirm).toHaveCount(0);
      await expect(page.getByText(textOf('profile.settings.toastFillProfileInfo', code))).toBeVisible();

      const form = page.getByRole('form', { name: textOf('profile.settings.title', code) });
      await form.getByLabel(textOf('profile.settings.firstName', code)).fill('Maria');
      await form.getByLabel(textOf('profile.settings.lastName', code)).fill('Kowalska');
      await form.getByLabel(textOf('profile.settings.birthDate', code)).fill('15.03.1991');
      await form.getByLabel(textOf('profile.settings.country', code)).selectOption('PL');
      await form.getByRole('button', { name: textOf('profile.settings.save', code) }).click();
      await expect(page.getByText(textOf('profile.settings.saved', code))).toBeVisible();

      await page.getByRole('link', { name: textOf('profile.settings.backToPrevious', code) }).click();
      await expect(page).toHaveURL(promotion);
      await takePart.click();
      await expect(page.getByRole('status').filter({ hasText: textOf('promotions.detail.taken', code) })).toBeVisible();
      await expect(confirm).toHaveCount(0);
    });

    test(`[${code}] a promo code activated on the deposit page shows no popup; on the promotions page it does`, async ({ page }) => {
      await registerPlayer(page.request);
      await page.goto(`${prefix}/promotions`);
      await page.getByRole('textbox', { name: textOf('promotions.promoCode.label', code) }).fill('BETSTART');
      await page.getByRole('button', { name: textOf('promotions.promoCode.activate', code), exact: true }).click();
      const activated = page.getByRole('dialog', { name: textOf('promotions.activated.title', code) });
      await expect(activated).toBeVisible();
      await expectNoAxeViolations(page, `the promo-code-activated dialog (${code})`);
      await activated.getByRole('button', { name: textOf('promotions.activated.ok', code), exact: true }).click();
      await expect(activated).toHaveCount(0);

      await page.goto(`${prefix}/cashier/deposit`);
      const promo = page.getByRole('form', { name: textOf('cashier.promo.title', code) });
      await promo.getByRole('textbox', { name: textOf('cashier.promo.label', code) }).fill('SPIN20');
      await promo.getByRole('button', { name: textOf('cashier.promo.apply', code), exact: true }).click();
      await expect(page.getByText(textOf('cashier.promo.activated', code))).toBeVisible();
      // The popup's code is already loaded from the promotions page, so a popup would be on screen by now.
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(`${prefix}/cashier/deposit`);
    });

    test(`[${code}] the cashier history opens on the tab its query names, and a tab choice is written to it`, async ({ page }) => {
      await registerPlayer(page.request);
      await depositThroughApi(page.request, 25);
      const tab = (name: string) => page.getByRole('tab', { name: textOf(`cashier.history.tab.${name}`, code) });
      const amounts = page.getByTestId('history-amount');

      await page.goto(`${prefix}/cashier/history?tab=withdrawal`);
      await expect(tab('withdrawal')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(textOf('cashier.history.empty.withdrawal', code))).toBeVisible();
      await expect(amounts).toHaveCount(0);

      await page.goto(`${prefix}/cashier/history?tab=cashbacks`);
      await expect(tab('cashbacks')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(textOf('cashier.history.empty.cashbacks', code))).toBeVisible();

      // An unknown tab is the deposit tab.
      await page.goto(`${prefix}/cashier/history?tab=everything`);
      await expect(tab('deposit')).toHaveAttribute('aria-selected', 'true');
      await expect(amounts).toHaveCount(1);

      await tab('bonuses').click();
      await expect(page).toHaveURL(`${prefix}/cashier/history?tab=bonuses`);
      await expect(tab('bonuses')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(textOf('cashier.history.empty.bonuses', code))).toBeVisible();
    });

    test(`[${code}] a sign-up lands on the index with register=success`, async ({ page }) => {
      const login = `rules-${code}-${Date.now()}@example.com`;
      await page.goto(`${prefix}/forms/sign_up`);
      await page.getByLabel(textOf('auth.signUp.email', code), { exact: true }).fill(login);
      await page.getByLabel(textOf('auth.signUp.password', code), { exact: true }).fill('secret12');
      await page.getByRole('checkbox', { name: CMS_TERMS_LABEL[code] }).check();
      await page.getByRole('button', { name: textOf('auth.signUp.submit', code), exact: true }).click();
      await expect.poll(() => addressOf(page)).toBe(`${prefix || '/'}?register=success`);
      expect((await currentAccount(page.request)).login).toBe(login);
    });
  }
});
