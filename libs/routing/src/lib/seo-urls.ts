import { SEO_URL_PATTERNS, type SeoPage } from '@casino/platform-contract';
import { matchRoute } from './match-route';
import type { PrimaryRouteName } from './route-table';

const SEO_PAGE_OF_ROUTE: Partial<Record<PrimaryRouteName, SeoPage>> = {
  'cashier-index-deposit-index-sysname': 'deposit',
  'game-sysname': 'game',
  'jackpots.item': 'jackpots',
  'offers.item': 'offers',
  'promotions.item': 'promotions',
  'tournaments.item': 'tournaments',
};

export type SeoLookup = {
  /** The URL to ask the CMS for: a pattern for the pages above, otherwise the unprefixed path. */
  url: string;
  page: SeoPage | null;
  /** Values for the pattern's placeholders: { sysname: 'book-of-ra' }. */
  replacements: Readonly<Record<string, string>>;
};

/** Which CMS SEO entry a pathname (with or without locale prefix) uses. */
export function seoLookupFor(pathname: string): SeoLookup {
  const match = matchRoute(pathname);
  const page = match ? SEO_PAGE_OF_ROUTE[match.route.name as PrimaryRouteName] : undefined;
  if (match && page) return { url: SEO_URL_PATTERNS[page], page, replacements: match.params };
  return { url: match?.pathname ?? pathname, page: null, replacements: {} };
}
