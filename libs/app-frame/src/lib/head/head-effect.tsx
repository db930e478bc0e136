import { useGetCmsDomainSeoQuery, useGetCmsWebSettingQuery } from '@casino/cms-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@casino/platform-contract';
import { applyHead } from './apply-head';
import { buildHeadData } from './head-data';
import type { PageHeadStore } from './page-head-store';
import { readPageSeo } from './page-seo';
import { usePageSeo } from './use-page-seo';

export type HeadEffectProps = { locale: Locale; pageHead: PageHeadStore };

/**
 * Keeps <head> and <html lang> in step with the page (SPEC.md 2.8): the page's SEO over what the page says of itself
 * (`PageHead`) over the defaults of the host the site is visited on (an operator serving several domains gives each its
 * own), and the operator's favicon.
 */
export function HeadEffect({ locale, pageHead }: HeadEffectProps) {
  const { pathname } = useLocation();
  const { seo, urlReplacements, known } = usePageSeo();
  // The server renders this too (its head comes from render-site's headOf): there the query waits for the browser.
  const { data: domainEntry } = useGetCmsDomainSeoQuery(typeof window === 'undefined' ? skipToken : window.location.hostname);
  const domainSeo = useMemo(() => (domainEntry ? readPageSeo(domainEntry) : null), [domainEntry]);
  const favicon = useGetCmsWebSettingQuery().data?.favicon?.url ?? null;
  const own = useSyncExternalStore(pageHead.subscribe, pageHead.get, pageHead.get);
  useEffect(() => {
    applyHead(buildHeadData({ pathname, origin: window.location.origin, locale, seo, domainSeo, own, favicon, urlReplacements, known }));
  }, [pathname, locale, seo, domainSeo, own, favicon, urlReplacements, known]);
  return null;
}
