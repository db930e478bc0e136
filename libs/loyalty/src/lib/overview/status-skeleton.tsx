import { Skeleton } from '@casino/ui-kit';
import styles from './status-card.module.css';

/** The status card's shape while the loyalty info loads. */
export function StatusSkeleton() {
  return (
    <div className={styles['card']} data-testid="loyalty-status-skeleton">
      <div className={styles['top']}>
        <Skeleton shape="rect" className={styles['image']} />
        <div className={styles['level']}>
          <Skeleton width="40%" />
          <Skeleton width="60%" height={28} />
        </div>
        <div className={styles['points']}>
          <Skeleton width="50%" />
          <Skeleton width="70%" height={32} />
        </div>
      </div>
      <Skeleton shape="rect" height={12} />
    </div>
  );
}
