import type { Translations } from '../texts';

/** A content page of the CMS `seos` collection in every locale: `{brand}` is filled by the site from the entry. */
export type ContentPageTexts = {
  url: string;
  title: Translations;
  description: Translations;
  /** Shown as separate paragraphs (joined with a blank line, as an editor writes them). */
  paragraphs: readonly Translations[];
  faq?: ReadonlyArray<{ question: Translations; answer: Translations }>;
  /** When an editor last changed the page. */
  updatedAt: string;
};
