import { contentPageEntries } from '../content/pages';
import { BRAND } from '../content/brand';
import { ct, type CmsTextKey } from '../content/cms-texts';

const PAGES: Array<{ url: string; key: 'home' | 'gamehall' | 'promotions' | 'tournaments' | 'jackpots' }> = [
  { url: '/', key: 'home' },
  { url: '/gamehall', key: 'gamehall' },
  { url: '/promotions', key: 'promotions' },
  { url: '/tournaments', key: 'tournaments' },
  { url: '/jackpots', key: 'jackpots' },
];

/** A url as the `seos` collection stores it: the path without query or trailing slash. */
const pathOf = (url: string) => url.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';

/** The SEO entry of one of the site's own pages (SPEC.md 2.8): title, description, openGraph, meta, robots, FAQ... */
function sectionSeo(page: (typeof PAGES)[number], locale: string) {
  const { url: path, key } = page;
  const title = ct(`seo.${key}.title` as CmsTextKey, locale);
  const description = ct('seo.home.description', locale);
  return {
    url: path,
    title,
    description,
    openGraph: { title, description, image: '/platform/images/banners/welcome-1200x400.png', type: 'website' },
    meta: [{ name: 'keywords', content: 'casino, slots, jackpots, tournaments, betting' }],
    robots: 'index, follow',
    canonicalUrl: path,
    faqSchema: key === 'home' ? [{ question: ct('seo.faq.question', locale), answer: ct('seo.faq.answer', locale) }] : [],
    articleSchema: null,
    organization: { name: BRAND, url: '/', logo: '/platform/images/brand/logo.svg' },
    product: null,
    text: key === 'home' ? ct('seo.home.description', locale) : null,
    replacements: { brand: BRAND },
  };
}

export type SeoEntry = ReturnType<typeof sectionSeo> | ReturnType<typeof contentPageEntries>[number];

/**
 * The `seos` collection of one locale: an entry per page that has SEO data (the site's sections and the generic
 * content pages of /{slug}). A url with no entry is absent, so a find by url answers an empty list, as Strapi does.
 */
export const seoEntries = (locale: string): SeoEntry[] => [...PAGES.map((page) => sectionSeo(page, locale)), ...contentPageEntries(locale)];

/** The `seos` entry of a url, or undefined. */
export const findSeo = (url: string, locale: string): SeoEntry | undefined => seoEntries(locale).find((entry) => entry.url === pathOf(url));

/**
 * The title and description metadata.get answers for a url: its own entry's, or the home page's as the site's
 * defaults (metadata.get always answers; only the CMS find may come back empty).
 */
export function pageSeo(url: string, locale: string): SeoEntry {
  const home = PAGES[0] as (typeof PAGES)[number];
  return findSeo(url, locale) ?? { ...sectionSeo(home, locale), url: pathOf(url) };
}

