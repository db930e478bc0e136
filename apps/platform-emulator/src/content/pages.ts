import { BRAND } from './brand';
import { ABOUT } from './pages/about';
import { FAQ } from './pages/faq';
import type { ContentPageTexts } from './pages/page-texts';
import { PRIVACY } from './pages/privacy';
import { RESPONSIBLE_GAMING } from './pages/responsible-gaming';
import { TERMS } from './pages/terms';
import { inLocale, type Translations } from './texts';

/**
 * The generic content pages (SPEC.md 2.1 /{slug}) the CMS `seos` collection holds beside the SEO entries of other
 * pages: the footer's slug links and a few more, one file each in `pages/`.
 */
const CONTENT_PAGES: readonly ContentPageTexts[] = [TERMS, PRIVACY, ABOUT, RESPONSIBLE_GAMING, FAQ];

/** The urls of the content pages, for the footer menu and tests. */
export const CONTENT_PAGE_URLS = CONTENT_PAGES.map((page) => page.url);

/** The content pages as `seos` entries of one locale (SPEC.md 2.8 fields), `{brand}` left for the site to fill. */
export function contentPageEntries(locale: string) {
  const pick = (texts: Translations) => inLocale(texts, locale);
  return CONTENT_PAGES.map((page) => {
    const title = pick(page.title);
    const description = pick(page.description);
    const faq = (page.faq ?? []).map(({ question, answer }) => ({ question: pick(question), answer: pick(answer) }));
    return {
      url: page.url,
      title,
      description,
      openGraph: { title, description, image: null, type: 'article' },
      meta: [],
      robots: 'index, follow',
      canonicalUrl: page.url,
      faqSchema: faq,
      articleSchema: { headline: title, dateModified: page.updatedAt },
      organization: null,
      product: null,
      text: page.paragraphs.map(pick).join('\n\n'),
      replacements: { brand: BRAND },
      updatedAt: page.updatedAt,
    };
  });
}
