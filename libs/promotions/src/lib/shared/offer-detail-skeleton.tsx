import { Skeleton } from '@casino/ui-kit';
import styles from './offer-detail.module.css';

/** The shape of the detail page while the offer loads; the heading stays for screen readers. */
export function OfferDetailSkeleton() {
  return (
    <div className={styles['detail']} aria-busy="true">
      <div className={styles['media']}>
        <Skeleton shape="rect" aspectRatio="3 / 2" width="100%" className={styles['image']} />
      </div>
      <div className={styles['main']} aria-hidden="true">
        <Skeleton width="8ch" />
        <Skeleton width="60%" height={36} />
        <Skeleton width="40%" />
        <Skeleton lines={3} />
        <Skeleton shape="rect" width={200} height={52} />
      </div>
    </div>
  );
}
