import { useIntl } from 'react-intl';
import { Button } from '../actions/button';
import { loadMoreProgressMessage, navigationMessages } from './navigation.messages';
import styles from './load-more.module.css';

export type LoadMoreProps = {
  /** How many items are on screen and how many exist; the button hides once all are shown. */
  shown: number;
  total: number;
  loading?: boolean;
  onLoadMore: () => void;
};

/** "Load more" under a list, with how much of the list is already shown. */
export function LoadMore({ shown, total, loading = false, onLoadMore }: LoadMoreProps) {
  const intl = useIntl();
  const progress = intl.formatMessage(loadMoreProgressMessage, { shown: intl.formatNumber(shown), total: intl.formatNumber(total) });
  return (
    <div className={styles.loadMore}>
      <p className={styles.progress}>{progress}</p>
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${total > 0 ? Math.min(100, (shown / total) * 100) : 0}%` }} />
      </div>
      {shown < total && (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {intl.formatMessage(navigationMessages.loadMore)}
        </Button>
      )}
    </div>
  );
}
