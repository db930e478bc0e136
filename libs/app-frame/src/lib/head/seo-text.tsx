import { buildHeadData } from './head-data';
import { usePageSeo } from './use-page-seo';
import { useLocation } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { matchRoute } from '@casino/routing';
import styles from './seo-text.module.css';

/**
 * The page's SEO text from the CMS (SPEC.md 2.8), with its replacements filled, under the page. A content page
 * (/{slug}) is that text, so it is not repeated there.
 */
export function SeoText() {
  const { pathname } = useLocation();
  const locale = usePageLocale();
  const { seo, urlReplacements, known } = usePageSeo();
  const { text } = buildHeadData({ pathname, origin: '', locale, seo, urlReplacements, known });
  if (!text || matchRoute(pathname)?.route.isSlug) return null;
  return <p className={styles['text']}>{text}</p>;
}
