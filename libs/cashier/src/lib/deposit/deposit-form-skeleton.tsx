import { Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { cashierMessages } from '../shared/cashier.messages';
import styles from './deposit-form-skeleton.module.css';

/** The deposit form's shape while the methods load. */
export function DepositFormSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label={intl.formatMessage(cashierMessages.loading)} role="status">
      <Skeleton width="40%" />
      <Skeleton shape="rect" height="3.5rem" />
      <Skeleton shape="rect" height="3.5rem" />
      <Skeleton width="30%" />
      <Skeleton shape="rect" height="3rem" />
      <Skeleton shape="rect" height="3rem" width="100%" />
    </div>
  );
}
