import type { Page } from '@playwright/test';
import { expect, test } from '../interactive-page';

/**
 * The generic content pages (SPEC.md 2.1 /{slug}) from the emulator's CMS `seos` collection, in the default
 * locale and a prefixed one: reached from the footer, with text, FAQ and date; an unknown slug is the page's own
 * not-found (SPEC.md 2.2).
 */
const LOCALES = [
  {
    code: 'en',
    prefix: '',
    terms: 'Terms and conditions',
    termsText: 'These terms apply to everyone who plays at Casino Demo. By opening an account you accept them.',
    updated: 'Last updated: 10.02.2026',
    faqTitle: 'Questions and answers',
    faqSection: 'Frequently asked questions',
    question: 'How fast are withdrawals?',
    answer: 'Most withdrawals are processed within 24 hours.',
    notFoundTitle: 'This page does not exist',
    home: 'Go to the home page',
    responsible: 'Responsible gaming',
  },
  {
    code: 'pl',
    prefix: '/pl',
    terms: 'Regulamin',
    termsText: 'Ten regulamin dotyczy każdego, kto gra w Casino Demo. Zakładając konto, akceptujesz go.',
    updated: 'Ostatnia aktualizacja: 10.02.2026',
    faqTitle: 'Pytania i odpowiedzi',
    faqSection: 'Najczęściej zadawane pytania',
    question: 'Jak szybkie są wypłaty?',
    answer: 'Większość wypłat realizujemy w ciągu 24 godzin.',
    notFoundTitle: 'Ta strona nie istnieje',
    home: 'Przejdź do strony głównej',
    responsible: 'Odpowiedzialna gra',
  },
] as const;

/** The path, query and hash the address bar shows. */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test.describe('content pages (/{slug})', () => {
  for (const l of LOCALES) {
    test(`[${l.code}] a footer link opens its content page with the title, the text and the date of change`, async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: l.terms, exact: true }).click();
      await expect.poll(() => addressOf(page)).toBe(`${l.prefix}/terms`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.terms);
      await expect(page.getByRole('article').getByText(l.termsText, { exact: true })).toBeVisible();
      await expect(page.getByRole('article').getByText(l.updated, { exact: true })).toBeVisible();
    });

    test(`[${l.code}] /faq lists its questions, and a question opens with the keyboard`, async ({ page }) => {
      await page.goto(`${l.prefix}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.faqTitle);
      const faq = page.getByRole('region', { name: l.faqSection });
      const question = faq.locator('summary', { hasText: l.question });
      const answer = faq.getByText(l.answer, { exact: true });
      await expect(question).toBeVisible();
      await expect(answer).toBeHidden();
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(answer).toBeVisible();
      await expect(faq.locator('details', { hasText: l.question })).toHaveAttribute('open', '');
      await page.keyboard.press('Enter');
      await expect(answer).toBeHidden();
    });

    test(`[${l.code}] an unknown slug fails the page's validation: 'Page Not Found' with the path, the address bar unchanged`, async ({ page }) => {
      await page.goto(`${l.prefix}/no-such-page`);
      await expect(page.getByText(`Page Not Found: ${l.prefix}/no-such-page`, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.notFoundTitle);
      expect(addressOf(page)).toBe(`${l.prefix}/no-such-page`);
      await page.getByRole('link', { name: l.home }).click();
      await expect.poll(() => addressOf(page)).toBe(l.prefix || '/');
    });

    test(`[${l.code}] a visitor opens a content page: slug routes are not private`, async ({ page, request }) => {
      // The page's questions are whatever the operator's CMS holds for it in this language: every one is shown, in order.
      const entry = await request.get(`/cms/api/seos?filters[url][$eq]=/responsible-gaming&locale=${l.code}`);
      const questions = ((await entry.json()) as { data: Array<{ faqSchema: Array<{ question: string }> }> }).data[0]?.faqSchema.map((item) => item.question) ?? [];
      expect(questions.length).toBeGreaterThan(0);
      await page.goto(`${l.prefix}/responsible-gaming`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.responsible);
      expect(addressOf(page)).toBe(`${l.prefix}/responsible-gaming`);
      await expect(page.getByRole('region', { name: l.faqSection }).locator('summary')).toHaveText(questions);
    });
  }

  test('switching the language on a content page shows its text in that language, indexable, without repeating it in the footer', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Polski' }).click();
    await expect.poll(() => addressOf(page)).toBe('/pl/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin');
    await expect(page.getByText(LOCALES[1].termsText, { exact: true })).toHaveCount(1);
  });

  test('an unknown slug is kept out of the index', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found: /no-such-page', { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});
