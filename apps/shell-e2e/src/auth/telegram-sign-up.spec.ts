import { expect, test } from '../interactive-page';
import { currentAccount } from '../platform-api';
import { launchTelegramMiniApp, openTelegramMiniApp, TELEGRAM_ORIGIN, telegramInitData } from './auth-helpers';

// The mini-app is opened the way Telegram's web client opens it, through the emulator's development launch route:
// init data signed with the emulator's own bot token (random per run), launch parameters in the URL hash, in a
// plain browser where the Telegram shell runs its mocked environment.
test.describe('Telegram mini-app sign-up', () => {
  test('a messenger user opened through the launch route is signed up from the signed init data', async ({ page }) => {
    const id = 700_000_000 + Math.floor(Math.random() * 99_999_999);
    await launchTelegramMiniApp(page, { id, first_name: 'Ana', username: `ana_${id}`, language_code: 'en' });
    await expect(page).toHaveURL(new RegExp(`^${TELEGRAM_ORIGIN}/`));
    await expect.poll(async () => (await currentAccount(page.request, TELEGRAM_ORIGIN)).login).toBe(`tg${id}@telegram.local`);
  });

  test('init data altered after signing shows the sign-up error toast and signs nobody in', async ({ page }) => {
    const signed = await telegramInitData(page.request, { id: 123_456, first_name: 'Mallory' });
    // Mallory claims another user's id without the bot token to sign it again.
    const forged = signed.replace(encodeURIComponent('"id":123456'), encodeURIComponent('"id":1'));
    expect(forged).not.toBe(signed);
    await openTelegramMiniApp(page, forged);
    await expect(page.getByText('We could not sign you up through Telegram. Close the app and open it again from the bot.')).toBeVisible();
    expect((await currentAccount(page.request, TELEGRAM_ORIGIN)).uid).toBe(0);
  });
});
