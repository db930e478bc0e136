import { Skeleton } from '@casino/ui-kit';
import styles from './offer-card.module.css';

/** The shape of an offer card while the offers load. */
export function OfferCardSkeleton() {
  return (
    <div className={styles['card']} aria-hidden="true">
      <Skeleton shape="rect" aspectRatio="3 / 2" width="100%" />
      <div className={styles['body']}>
        <Skeleton width="70%" />
        <Skeleton width="45%" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" height={44} width="100%" />
      </div>
    </div>
  );
}
