import { useGetCmsSeoQuery } from '@casino/cms-client';
import { pageValidationError, ResponseStatus, seoLookupFor, useLocalizedPath } from '@casino/routing';
import { LoadFailed, SystemPage } from '@casino/ui-kit';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ContentArticle } from './content-article';
import { readContentEntry } from './content-entry';
import { ContentSkeleton } from './content-skeleton';
import { contentMessages as m } from './content.messages';
import styles from './content-page.module.css';

/**
 * `/{slug}`: the CMS `seos` entry whose url is the unprefixed path (SPEC.md 7.3), shown as a page. The page
 * validates its route (SPEC.md 2.2): a url the CMS has no page for is 'Page Not Found: {full path}'. The lookup is
 * the one the shell's head data makes, so both read one cached answer.
 */
export function ContentPage() {
  const intl = useIntl();
  const location = useLocation();
  const path = useLocalizedPath();
  const { url } = seoLookupFor(location.pathname);
  // currentData, not data: on the way from one content page to another, the last page must not stand in.
  const { currentData, isError, isFetching, refetch } = useGetCmsSeoQuery(url);
  const entry = useMemo(() => (currentData === undefined ? undefined : readContentEntry(currentData)), [currentData]);

  // The CMS did not answer: not a 404 (the page may well exist), so the player can ask again.
  if (isError) {
    return (
      <div className={styles['page']}>
        <h1 className={styles['title']}>{intl.formatMessage(m.errorTitle)}</h1>
        <LoadFailed onRetry={() => void refetch()} retrying={isFetching} />
      </div>
    );
  }
  if (entry === undefined) return <ContentSkeleton />;
  if (entry === null) {
    return (
      <>
        <ResponseStatus status={404} />
        <SystemPage icon="search" title={intl.formatMessage(m.notFoundTitle)} description={pageValidationError(location).message} link={{ to: path('index'), label: intl.formatMessage(m.toHome) }} />
      </>
    );
  }
  return <ContentArticle entry={entry} />;
}
