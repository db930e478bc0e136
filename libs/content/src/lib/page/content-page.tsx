import { useGetCmsSeoQuery } from '@casino/cms-client';
import { buildPath, DEFAULT_ROUTING_LOCALE, isRoutingLocale, pageValidationError, seoLookupFor } from '@casino/routing';
import { Link, SystemPage } from '@casino/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ContentArticle } from './content-article';
import { readContentEntry } from './content-entry';
import { ContentLoadError } from './content-load-error';
import { ContentSkeleton } from './content-skeleton';
import { contentMessages as m } from './content.messages';

/**
 * `/{slug}`: the CMS `seos` entry whose url is the unprefixed path (SPEC.md 7.3), shown as a page. The page
 * validates its route (SPEC.md 2.2): a url the CMS has no page for is 'Page Not Found: {full path}'. The lookup is
 * the one the shell's head data makes, so both read one cached answer.
 */
export function ContentPage() {
  const intl = useIntl();
  const location = useLocation();
  const locale = isRoutingLocale(intl.locale) ? intl.locale : DEFAULT_ROUTING_LOCALE;
  const { url } = seoLookupFor(location.pathname);
  // currentData, not data: on the way from one content page to another, the last page must not stand in.
  const { currentData, isError, isFetching, refetch } = useGetCmsSeoQuery(url);
  const entry = useMemo(() => (currentData === undefined ? undefined : readContentEntry(currentData)), [currentData]);

  if (isError) return <ContentLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (entry === undefined) return <ContentSkeleton />;
  if (entry === null) {
    return (
      <SystemPage
        icon="search"
        title={intl.formatMessage(m.notFoundTitle)}
        description={pageValidationError(location).message}
        action={<Link to={buildPath('index', { locale })}>{intl.formatMessage(m.toHome)}</Link>}
      />
    );
  }
  return <ContentArticle entry={entry} />;
}
