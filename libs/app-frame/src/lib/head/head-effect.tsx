import { useGetCmsDomainSeoQuery, useGetCmsWebSettingQuery } from '@casino/cms-client';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@casino/platform-contract';
import { applyHead } from './apply-head';
import { buildHeadData } from './head-data';
import { readPageSeo } from './page-seo';
import { usePageSeo } from './use-page-seo';

export type HeadEffectProps = { locale: Locale };

/**
 * Keeps <head> and <html lang> in step with the page (SPEC.md 2.8): the page's SEO over the defaults of the host the
 * site is visited on (an operator serving several domains gives each its own), and the operator's favicon.
 */
export function HeadEffect({ locale }: HeadEffectProps) {
  const { pathname } = useLocation();
  const { seo, urlReplacements, known } = usePageSeo();
  // The server renders this too (its head comes from render-site's headOf): there the query waits for the browser.
  const { data: domainEntry } = useGetCmsDomainSeoQuery(typeof window === 'undefined' ? skipToken : window.location.hostname);
  const domainSeo = useMemo(() => (domainEntry ? readPageSeo(domainEntry) : null), [domainEntry]);
  const favicon = useGetCmsWebSettingQuery().data?.favicon?.url ?? null;
  useEffect(() => {
    applyHead(buildHeadData({ pathname, origin: window.location.origin, locale, seo, domainSeo, favicon, urlReplacements, known }));
  }, [pathname, locale, seo, domainSeo, favicon, urlReplacements, known]);
  return null;
}
