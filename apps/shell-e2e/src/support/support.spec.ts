import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('support', () => {
  test('a visitor sends a message from /support and sees the confirmation', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('link', { name: 'Write a message' }).click();
    await page.getByLabel('Your email').fill('visitor@example.com');
    await page.getByLabel('Your name').fill('Ann');
    await page.getByLabel('Subject').fill('Withdrawal');
    await page.getByLabel('Message').fill('How long does a card withdrawal take?');

    const sent = page.waitForResponse((response) => response.url().includes('/api/Support.sendFeedback'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const answer = (await (await sent).json()) as { data?: { result: number } };
    expect(answer.data).toEqual({ result: 1 });

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('We will answer at visitor@example.com as soon as we can.');
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('a validation error keeps what the visitor typed and nothing is sent', async ({ page }) => {
    let sentFeedback = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/Support.sendFeedback')) sentFeedback = true;
    });
    await page.goto('/support');
    await page.getByLabel('Your email').fill('visitor@example');
    await page.getByLabel('Subject').fill('Bonus question');
    await page.getByLabel('Message').fill('Where do I see my wagering?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Wrong email address')).toBeVisible();
    await expect(page.getByLabel('Your email')).toHaveValue('visitor@example');
    await expect(page.getByLabel('Subject')).toHaveValue('Bonus question');
    await expect(page.getByLabel('Message')).toHaveValue('Where do I see my wagering?');
    expect(sentFeedback).toBe(false);

    await page.getByLabel('Your email').fill('visitor@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
  });

  test('the support page has no accessibility violations on a phone and on a desktop', async ({ page }) => {
    for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/support');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations, `at ${viewport.width} px`).toEqual([]);
    }
  });
});
