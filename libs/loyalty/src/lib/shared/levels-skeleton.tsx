import { Skeleton } from '@casino/ui-kit';
import styles from './levels-list.module.css';

/** The levels list's shape while the programme loads. */
export function LevelsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div className={styles['list']} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles['level']}>
          <Skeleton shape="circle" width={32} height={32} />
          <span className={styles['text']}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </span>
        </div>
      ))}
    </div>
  );
}
