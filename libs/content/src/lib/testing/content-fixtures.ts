import type { CmsSeo } from '@casino/cms-client';
import { cmsSeosFixture } from '@casino/cms-client/testing';

const entry = (id: number, fields: { url: string } & Record<string, unknown>): CmsSeo => ({ id, documentId: `content${String(id).padStart(7, '0')}`, locale: 'en', ...fields });

/** A page with a placeholder, several paragraphs (one with a line break) and no FAQ. */
export const termsEntry = entry(101, {
  url: '/terms',
  title: 'Terms and conditions of {brand}',
  description: 'The rules of playing at {brand}.',
  text: 'These terms apply to every player of {brand}.\n\nYou must be 18 or older to play.\nOne account per person.\n\nWe may update these terms; the date above says when.',
  replacements: { brand: 'Casino Demo' },
  faqSchema: [],
  updatedAt: '2026-03-02T10:00:00.000Z',
});

/** A page with an FAQ and no date of change. */
export const faqEntry = entry(102, {
  url: '/faq',
  title: 'Help and FAQ',
  text: 'Answers to the questions players ask {brand} most.',
  replacements: { brand: 'Casino Demo' },
  faqSchema: [
    { question: 'How fast are withdrawals at {brand}?', answer: 'Most withdrawals are processed within 24 hours.' },
    { question: 'Can I play for free?', answer: 'Many games have a demo mode that needs no deposit.' },
  ],
});

/** The CMS `seos` collection of the stories and tests: the shared page entries plus these content pages. */
export const contentSeosFixture: CmsSeo[] = [...cmsSeosFixture, termsEntry, faqEntry];
