import { useGetCashierHistoryQuery } from '@casino/api-client';
import { useGetCmsCashierConfigQuery } from '@casino/cms-client';
import { EmptyState, Link, LoadedSection, Skeleton } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { HistoryTable } from '../history/history-table';
import { historyEmptyMessages, historyMessages } from '../history/history.messages';
import { configCount } from '../shared/cashier-config';
import { homeMessages } from './home.messages';
import styles from './recent-transactions.module.css';

/** SPEC.md 9: the cashier root shows the 4 most recent deposits. */
export const RECENT_TRANSACTIONS_COUNT = 4;

export function RecentTransactions() {
  const path = useLocalizedPath();
  const { data: config } = useGetCmsCashierConfigQuery();
  const count = configCount(config, 'recentTransactionsCount', RECENT_TRANSACTIONS_COUNT);
  const history = useGetCashierHistoryQuery({ type: 'deposit', count });

  return (
    <section className={styles.recent} aria-labelledby="recent-title">
      <div className={styles.header}>
        <h2 id="recent-title" className={styles.title}>
          <FormattedMessage {...homeMessages.recent} />
        </h2>
        <Link to={path('cashier.history')}>
          <FormattedMessage {...homeMessages.allHistory} />
        </Link>
      </div>
      <LoadedSection queries={[history]} placeholder={<Skeleton shape="rect" height="10rem" />}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState icon="wallet" headingLevel={3} title={<FormattedMessage {...historyEmptyMessages.deposit} />} description={<FormattedMessage {...historyMessages.emptyHint} />} link={{ to: path('cashier.deposit.index'), label: <FormattedMessage {...historyMessages.makeDeposit} /> }} />
          ) : (
            <HistoryTable type="deposit" items={items} caption={<FormattedMessage {...homeMessages.recent} />} hideCaption />
          )
        }
      </LoadedSection>
    </section>
  );
}
