import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@casino/platform-contract';
import { applyHead } from './apply-head';
import { buildHeadData } from './head-data';
import { usePageSeo } from './use-page-seo';

export type HeadEffectProps = { locale: Locale };

/** Keeps <head> and <html lang> in step with the page (SPEC.md 2.8). */
export function HeadEffect({ locale }: HeadEffectProps) {
  const { pathname } = useLocation();
  const { seo, urlReplacements, known } = usePageSeo();
  useEffect(() => {
    applyHead(buildHeadData({ pathname, origin: window.location.origin, locale, seo, urlReplacements, known }));
  }, [pathname, locale, seo, urlReplacements, known]);
  return null;
}
