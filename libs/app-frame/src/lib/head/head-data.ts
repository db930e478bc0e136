import { localizePath, matchRoute, splitLocale, isAbsoluteUrl, type PageHeadData } from '@casino/routing';
import { type Locale, LOCALES } from '@casino/platform-contract';
import { applyReplacements, type PageSeo } from './page-seo';

export type HeadMeta = { key: 'name' | 'property'; value: string; content: string };
export type HeadLink = { rel: 'canonical' | 'alternate' | 'icon'; href: string; hreflang?: string };

/** Everything the shell writes into <head> for one page (SPEC.md 2.8). */
export type HeadData = {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Undefined: keep the document's default title and description. */
  title?: string;
  description?: string;
  links: HeadLink[];
  meta: HeadMeta[];
  /** schema.org objects, each written as a JSON-LD script. */
  jsonLd: Record<string, unknown>[];
  /** The SEO text of the page, shown under its content. */
  text?: string;
};

export type HeadInput = {
  /** The current pathname, with its locale prefix. */
  pathname: string;
  /** The site's origin, for absolute canonical and alternate URLs. */
  origin: string;
  locale: Locale;
  seo: PageSeo | null;
  /** The SEO defaults of the host the page was asked on (CMS `domain-seo-settings`): what the page's own entry leaves unset. */
  domainSeo?: PageSeo | null;
  /** What the page says of itself (`PageHead`: a game's name, picture and description): under its CMS entry, over the host's defaults. */
  own?: PageHeadData | null;
  /** The operator's favicon (CMS `web-setting`), replacing the build's own when set. */
  favicon?: string | null;
  /** Placeholder values from the URL (`seoLookupFor`): { sysname: 'starburst' }. */
  urlReplacements?: Readonly<Record<string, string>>;
  /** False for an unmatched path: a 404 must not be indexed. */
  known: boolean;
};

/** 'pt-BR' → 'pt_BR', the open-graph spelling of a locale. */
export const ogLocaleOf = (locale: string) => locale.replace('-', '_');

const absolute = (origin: string, path: string) => (isAbsoluteUrl(path) ? path : `${origin}${path}`);

function schemas(seo: PageSeo, fill: (value: string) => string): Record<string, unknown>[] {
  const context = 'https://schema.org';
  const result: Record<string, unknown>[] = [];
  if (seo.faqSchema?.length) {
    result.push({
      '@context': context,
      '@type': 'FAQPage',
      mainEntity: seo.faqSchema.map(({ question, answer }) => ({
        '@type': 'Question',
        name: fill(question),
        acceptedAnswer: { '@type': 'Answer', text: fill(answer) },
      })),
    });
  }
  if (seo.articleSchema) result.push({ '@context': context, '@type': 'Article', ...seo.articleSchema });
  if (seo.organization) result.push({ '@context': context, '@type': 'Organization', ...seo.organization });
  if (seo.product) result.push({ '@context': context, '@type': 'Product', ...seo.product });
  return result;
}

/** The page's entry over the host's defaults: a field the page leaves empty (missing or null) comes from the host. */
function withDefaults(page: PageSeo | null, host: PageSeo | null): PageSeo | null {
  if (!host) return page;
  // A host-wide canonical address or SEO text would claim every page for one: those stay the page's own.
  const { canonicalUrl: _canonical, text: _text, ...defaults } = host;
  if (!page) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(page)) if (value !== null && value !== undefined && value !== '') merged[key] = value;
  return merged as PageSeo;
}

/** What a page says of itself, in the CMS entry's shape. */
const ownSeo = (own: PageHeadData | null): PageSeo | null => (own ? { title: own.title, description: own.description, openGraph: { image: own.image } } : null);

/**
 * The head of a page (SPEC.md 2.8): <html lang>, alternate-language links for the six locales (+ x-default),
 * the canonical link, open-graph locale data, and the page's CMS SEO (title, description, openGraph, meta,
 * robots, canonical url, FAQ/article/organization/product schema, text) over what the page says of itself (its title,
 * description and picture) over the SEO defaults of the host, with its replacements filled, and the operator's favicon.
 */
export function buildHeadData({ pathname, origin, locale, seo: pageSeo, domainSeo = null, own = null, favicon = null, urlReplacements = {}, known }: HeadInput): HeadData {
  const page = splitLocale(pathname).pathname;
  const seo = withDefaults(pageSeo, domainSeo);
  const replacements = { ...(seo?.replacements ?? {}), ...urlReplacements };
  const fill = (value: string) => applyReplacements(value, replacements);
  const optional = (value: string | null | undefined) => (value ? fill(value) : undefined);
  // The most specific first: the page's CMS entry, what the page says of itself, the host's defaults.
  const layers = [pageSeo, ownSeo(own), domainSeo];
  const first = (pick: (layer: PageSeo) => string | null | undefined) => optional(layers.map((layer) => (layer ? pick(layer) : undefined)).find(Boolean));

  const canonicalPath = seo?.canonicalUrl ? (isAbsoluteUrl(seo.canonicalUrl) ? seo.canonicalUrl : localizePath(seo.canonicalUrl, locale)) : pathname;
  const links: HeadLink[] = [
    { rel: 'canonical', href: absolute(origin, canonicalPath) },
    ...LOCALES.map((code) => ({ rel: 'alternate' as const, hreflang: code, href: `${origin}${localizePath(page, code)}` })),
    { rel: 'alternate', hreflang: 'x-default', href: `${origin}${page}` },
  ];
  if (favicon) links.push({ rel: 'icon', href: absolute(origin, favicon) });

  const title = first((layer) => layer.title);
  const description = first((layer) => layer.description);
  const image = first((layer) => layer.openGraph?.image);
  const type = first((layer) => layer.openGraph?.type);
  const meta: HeadMeta[] = [
    { key: 'property', value: 'og:locale', content: ogLocaleOf(locale) },
    ...LOCALES.filter((code) => code !== locale).map((code) => ({ key: 'property' as const, value: 'og:locale:alternate', content: ogLocaleOf(code) })),
    { key: 'property', value: 'og:url', content: absolute(origin, canonicalPath) },
  ];
  const ogTitle = first((layer) => layer.openGraph?.title || layer.title);
  const ogDescription = first((layer) => layer.openGraph?.description || layer.description);
  if (ogTitle) meta.push({ key: 'property', value: 'og:title', content: ogTitle });
  if (ogDescription) meta.push({ key: 'property', value: 'og:description', content: ogDescription });
  if (image) meta.push({ key: 'property', value: 'og:image', content: absolute(origin, image) });
  if (type) meta.push({ key: 'property', value: 'og:type', content: type });
  // X reads the open-graph title, description and image; the card is the one thing it needs of its own.
  meta.push({ key: 'name', value: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });
  // A 404, a private area and a content page without its CMS entry (a page-validation 404) are never indexed.
  const route = known ? matchRoute(pathname)?.route : undefined;
  const noIndex = !known || route?.isPrivate === true || (route?.isSlug === true && !pageSeo);
  const robots = noIndex ? 'noindex, nofollow' : seo?.robots;
  if (robots) meta.push({ key: 'name', value: 'robots', content: robots });
  for (const item of seo?.meta ?? []) meta.push({ key: 'name', value: item.name, content: fill(item.content) });

  return {
    lang: locale,
    // Every site locale is left to right (SPEC.md 1), ar included.
    dir: 'ltr',
    title,
    description,
    links,
    meta,
    jsonLd: seo ? schemas(seo, fill) : [],
    // The SEO text belongs to its page: a host's defaults add none under every page.
    text: optional(pageSeo?.text),
  };
}
