import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';
import { startDeposit } from '../cashier/cashier-helpers';
import { clearFaults, reviewApplicant, setFaults } from '../emulator-admin';
import { registerPlayer } from '../platform-api';

/** A 1x1 PNG: the provider's frame checks a document by its content. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6a3d60000000049454e44ae426082',
  'hex',
);

/** From the verification page: Start, then one document through Sumsub's WebSDK (the emulator's stand-in frame), sent for review. */
async function verifyThroughTheSdk(page: Page) {
  await page.getByRole('button', { name: 'Start verification' }).click();
  const frame = page.frameLocator('iframe[title="Identity verification by Sumsub"]');
  await frame.getByLabel('Document').selectOption({ label: 'Passport' });
  await frame.getByLabel(/Photo or scan/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByRole('button', { name: 'Upload' }).click();
  await expect(frame.getByText('Uploaded: passport.png')).toBeVisible();
  await frame.getByRole('button', { name: 'Send for review' }).click();
  await expect(frame.getByRole('heading', { name: 'We are checking your document' })).toBeVisible();
  await expect(page.getByTestId('verification-status')).toHaveText('Being checked');
}

test.describe('identity verification with the provider SDK', () => {
  test('from the profile: documents sent through the SDK, pending, then verified by the provider', async ({ page }) => {
    const { login } = await registerPlayer(page.request, { suite: 'profile' });
    await page.goto('/profile/verification');
    await expect(page.getByTestId('verification-status')).toHaveText('Not verified');
    await verifyThroughTheSdk(page);

    await reviewApplicant(page.request, login, 'GREEN');
    await expect(page.frameLocator('iframe[title="Identity verification by Sumsub"]').getByRole('heading', { name: 'You are verified' })).toBeVisible();
    await expect(page.getByTestId('verification-status')).toHaveText('Verified');
    // The account's flags agree after a reload.
    await page.reload();
    await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  });

  test('from a payment the platform refused for verification: the popup leads to the SDK, pending, verified', async ({ page, request }) => {
    const { login } = await registerPlayer(page.request, { suite: 'profile' });
    await setFaults(request, [{ pattern: 'cashier.makedeposit', kind: 'error', error_type: 'SumsubVerificationRequiredException' }]);
    try {
      await startDeposit(page, { typed: '40' }, /Bank transfer/);
      await page.getByLabel('Bank').selectOption({ label: 'Bank of Valletta' });
      await page.getByRole('button', { name: 'Pay €40' }).click();
      const popup = page.getByRole('dialog', { name: 'Verify your identity' });
      await expect(popup).toBeVisible();
      await popup.getByRole('link', { name: 'Verify now' }).click();
    } finally {
      await clearFaults(request);
    }
    await expect(page).toHaveURL('/profile/verification');
    await verifyThroughTheSdk(page);
    await reviewApplicant(page.request, login, 'GREEN');
    await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  });
});
