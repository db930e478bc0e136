import { Skeleton } from '@casino/ui-kit';
import styles from './product-card.module.css';

/** A product card's shape while the shop loads. */
export function ProductCardSkeleton() {
  return (
    <div className={styles['card']} aria-hidden="true">
      <Skeleton shape="rect" aspectRatio="3 / 2" />
      <div className={styles['body']}>
        <Skeleton width="70%" height={20} />
        <Skeleton width="40%" />
      </div>
      <div className={styles['footer']}>
        <Skeleton shape="rect" height={44} />
      </div>
    </div>
  );
}
