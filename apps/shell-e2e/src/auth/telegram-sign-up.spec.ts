import { expect, test } from '@playwright/test';
import { currentAccount, openTelegramMiniApp, signTelegramInitData, TELEGRAM_ORIGIN } from './auth-helpers';

// The Telegram shell is opened the way a Telegram client opens a mini-app (launch parameters in the URL
// hash, the native event bridge on window), with init data signed by the emulator's development bot token.
test.describe('Telegram mini-app sign-up', () => {
  test('a messenger user is signed up from the signed init data', async ({ page }) => {
    const id = 700_000_000 + Math.floor(Math.random() * 99_999_999);
    const rawInitData = signTelegramInitData({ id, first_name: 'Ana', username: `ana_${id}`, language_code: 'en' });
    await openTelegramMiniApp(page, rawInitData);
    await expect.poll(async () => (await currentAccount(page.request, TELEGRAM_ORIGIN)).login).toBe(`tg${id}@telegram.local`);
  });

  test('init data with a forged signature shows the sign-up error toast', async ({ page }) => {
    const rawInitData = signTelegramInitData({ id: 123, first_name: 'Mallory' }, '999:not-the-bot-token');
    await openTelegramMiniApp(page, rawInitData);
    await expect(page.getByText('We could not sign you up through Telegram. Close the app and open it again from the bot.')).toBeVisible();
    expect((await currentAccount(page.request, TELEGRAM_ORIGIN)).uid).toBe(0);
  });
});
