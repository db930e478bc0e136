import { useGetBalanceQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { BalanceRefreshButton } from '@casino/session';
import { cashierMessages } from './cashier.messages';
import styles from './main-balance.module.css';

/** The main balance beside every cashier heading, with the refresh control. */
export function MainBalance() {
  const { data } = useGetBalanceQuery();
  const { formatMoney } = useFormatters();
  return (
    <div className={styles.balance}>
      <span className={styles.label}>
        <FormattedMessage {...cashierMessages.mainBalance} />
      </span>
      {data ? (
        <span className={styles.amount} data-testid="cashier-main-balance">
          {formatMoney(data.balance_main.amount, data.balance_main.currency)}
        </span>
      ) : (
        <Skeleton width="6rem" />
      )}
      <BalanceRefreshButton />
    </div>
  );
}
