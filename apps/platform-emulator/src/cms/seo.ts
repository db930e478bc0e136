import { LOCALES } from '../content/texts';
import { ct, type CmsTextKey } from './texts';

const PAGES: Array<{ url: string; key: 'home' | 'gamehall' | 'promotions' | 'tournaments' | 'jackpots' }> = [
  { url: '/', key: 'home' },
  { url: '/gamehall', key: 'gamehall' },
  { url: '/promotions', key: 'promotions' },
  { url: '/tournaments', key: 'tournaments' },
  { url: '/jackpots', key: 'jackpots' },
];

/** SEO data of a page (SPEC.md 2.8): title, description, openGraph, meta, robots, canonical, FAQ, organization. */
export function pageSeo(url: string, locale: string) {
  const path = url.split('?')[0]?.replace(/\/+$/, '') || '/';
  const page = PAGES.find((item) => item.url === path) ?? PAGES[0];
  const key = page?.key ?? 'home';
  const title = ct(`seo.${key}.title` as CmsTextKey, locale);
  const description = ct(key === 'home' ? 'seo.home.description' : 'seo.home.description', locale);
  return {
    url: path,
    title,
    description,
    openGraph: { title, description, image: '/platform/images/banners/welcome-1200x400.svg', type: 'website' },
    meta: [{ name: 'keywords', content: 'casino, slots, jackpots, tournaments, betting' }],
    robots: path.startsWith('/cashier') || path.startsWith('/profile') ? 'noindex, nofollow' : 'index, follow',
    canonicalUrl: path,
    faqSchema: key === 'home' ? [{ question: ct('seo.faq.question', locale), answer: ct('seo.faq.answer', locale) }] : [],
    articleSchema: null,
    organization: { name: 'Casino Demo', url: '/', logo: '/platform/images/brand/logo.svg' },
    product: null,
    text: key === 'home' ? ct('seo.home.description', locale) : null,
    replacements: { brand: 'Casino Demo' },
  };
}

/** The `seos` collection: one entry per page and locale. */
export const seoEntries = (locale: string) => PAGES.map((page) => pageSeo(page.url, locale));

export const SEO_LOCALES = LOCALES;
