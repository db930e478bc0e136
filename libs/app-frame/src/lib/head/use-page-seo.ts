import { useGetCmsSeoQuery } from '@casino/cms-client';
import { matchRoute, seoLookupFor } from '@casino/routing';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { readPageSeo, type PageSeo } from './page-seo';

export type PageSeoState = { seo: PageSeo | null; urlReplacements: Readonly<Record<string, string>>; known: boolean };

/**
 * The CMS SEO entry of the current page: item pages (game, deposit method, promotion, ...) share the entry of
 * their URL pattern, every other page has its own unprefixed path. A failure leaves the page without SEO data.
 */
export function usePageSeo(): PageSeoState {
  const { pathname } = useLocation();
  const lookup = useMemo(() => seoLookupFor(pathname), [pathname]);
  const known = matchRoute(pathname) !== null;
  const { data } = useGetCmsSeoQuery(lookup.url, { skip: !known });
  const seo = useMemo(() => (data ? readPageSeo(data) : null), [data]);
  return { seo, urlReplacements: lookup.replacements, known };
}
