import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../interactive-page';

test.describe('support', () => {
  test('a visitor sends a message from /support and sees the confirmation', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('link', { name: 'Write a message' }).click();
    await page.getByRole('textbox', { name: 'Your email', exact: true }).fill('visitor@example.com');
    await page.getByRole('textbox', { name: /^Your name/ }).fill('Ann');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Withdrawal');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('How long does a card withdrawal take?');

    const sent = page.waitForResponse((response) => response.url().includes('/api/Support.sendFeedback'));
    await page.getByRole('button', { name: 'Send message' }).click();
    const answer = (await (await sent).json()) as { data?: { result: number } };
    expect(answer.data).toEqual({ result: 1 });

    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('We will answer at visitor@example.com as soon as we can.');
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  });

  test('a validation error keeps what the visitor typed and nothing is sent', async ({ page }) => {
    let sentFeedback = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/Support.sendFeedback')) sentFeedback = true;
    });
    await page.goto('/support');
    await page.getByRole('textbox', { name: 'Your email', exact: true }).fill('visitor@example');
    await page.getByRole('textbox', { name: /^Subject/ }).fill('Bonus question');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Where do I see my wagering?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByText('Wrong email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your email', exact: true })).toHaveValue('visitor@example');
    await expect(page.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Bonus question');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Where do I see my wagering?');
    expect(sentFeedback).toBe(false);

    await page.getByRole('textbox', { name: 'Your email', exact: true }).fill('visitor@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeVisible();
  });

  test('the questions players ask most are on the support page: a link leads to them and one opens with Enter', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('link', { name: 'Read the answers' }).click();
    await expect(page).toHaveURL('/support#faq');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('listitem')).toHaveCount(5);
    const question = faq.locator('summary', { hasText: 'How fast are withdrawals?' });
    const answer = faq.getByText('Most withdrawals are processed within 24 hours.', { exact: true });
    await expect(answer).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
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
