import { useGetGamesQuery } from '@casino/api-client';
import { useGetCmsSearchConfigQuery } from '@casino/cms-client';
import { Button, Dialog, type DialogComponentProps, LoadFailed, Spinner, TextField } from '@casino/ui-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { browserStorage, clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import { readSearchConfig } from './search-config';
import { minLengthMessage, resultsCountMessage, searchMessages } from './search.messages';
import { SearchResults } from './search-results';
import { useDebouncedValue } from './use-debounced-value';
import styles from './games-search.module.css';

/**
 * The games search popup: results as the player types (games.get with `search`, tuned by the CMS
 * search-config), recent searches on this device, and the arrow keys to walk from the field into the results.
 */
export function GamesSearchDialog({ close }: DialogComponentProps) {
  const intl = useIntl();
  const recentId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const { data: cms } = useGetCmsSearchConfigQuery();
  const config = readSearchConfig(cms);
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState(() => readRecentSearches(browserStorage()));
  const search = useDebouncedValue(query.trim(), config.debounceMs);
  const active = search.length >= config.minQueryLength;
  const { data, isFetching, isError, refetch } = useGetGamesQuery({ search, count: config.resultsLimit }, { skip: !active });
  const results = active && query.trim().length >= config.minQueryLength ? data?.items : undefined;

  useEffect(() => {
    // After the dialog's own focus handling, the field is where the player starts.
    const timer = setTimeout(() => fieldRef.current?.querySelector('input')?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  const focusResult = (index: number) => {
    const links = resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    if (index < 0) fieldRef.current?.querySelector('input')?.focus();
    else links[Math.min(index, links.length - 1)]?.focus();
  };

  const handleFieldKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      resultsRef.current?.querySelector<HTMLAnchorElement>('a')?.click();
    }
  };

  const handleOpen = () => {
    setRecent(rememberSearch(browserStorage(), query));
    close();
  };

  const handleClearRecent = () => {
    clearRecentSearches(browserStorage());
    setRecent([]);
  };

  const tooShort = query.trim().length > 0 && query.trim().length < config.minQueryLength;
  return (
    <Dialog title={intl.formatMessage(searchMessages.title)}>
      <div className={styles['search']}>
        <div ref={fieldRef}>
          <TextField
            type="search"
            label={intl.formatMessage(searchMessages.label)}
            value={query}
            onChange={setQuery}
            placeholder={config.placeholder ?? intl.formatMessage(searchMessages.placeholder)}
            autoComplete="off"
            enterKeyHint="search"
            onKeyDown={handleFieldKeyDown}
            endAdornment={isFetching ? <Spinner size="sm" /> : undefined}
            hint={tooShort ? intl.formatMessage(minLengthMessage, { min: config.minQueryLength }) : intl.formatMessage(searchMessages.keyboardHint)}
          />
        </div>
        <p role="status" className={styles['status']}>
          {results ? intl.formatMessage(resultsCountMessage, { count: results.length }) : ''}
        </p>
        {isError && active && <LoadFailed onRetry={() => void refetch()} />}
        {results && results.length === 0 && <p className={styles['empty']}>{config.emptyText ?? intl.formatMessage(searchMessages.noResults)}</p>}
        {results && results.length > 0 && <SearchResults ref={resultsRef} games={results} onOpen={handleOpen} onMove={focusResult} />}
        {!results && recent.length > 0 && (
          <section className={styles['recent']} aria-labelledby={recentId}>
            <div className={styles['recentHeader']}>
              <h3 id={recentId} className={styles['recentTitle']}>
                {intl.formatMessage(searchMessages.recent)}
              </h3>
              <Button variant="ghost" size="sm" onClick={handleClearRecent}>
                {intl.formatMessage(searchMessages.clearRecent)}
              </Button>
            </div>
            <ul className={styles['recentList']}>
              {recent.map((item) => (
                <li key={item}>
                  <Button variant="secondary" size="sm" iconStart="clock" onClick={() => setQuery(item)}>
                    {item}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </Dialog>
  );
}
