import { FormattedMessage, useIntl } from 'react-intl';
import { useLocalizedPath } from '@casino/routing';
import { ButtonLink } from '@casino/ui-kit';
import { CashierFrame } from '../shared/cashier-frame';
import { MainBalance } from '../shared/main-balance';
import { homeMessages } from './home.messages';
import { RecentTransactions } from './recent-transactions';
import styles from './cashier-home-page.module.css';

/** /cashier: the balance, the two main actions and the recent transactions. */
export function CashierHomePage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  return (
    <CashierFrame title={intl.formatMessage(homeMessages.title)}>
      <div className={styles.summary}>
        <MainBalance />
        <div className={styles.actions}>
          <ButtonLink to={path('cashier.deposit.index')}>
            <FormattedMessage {...homeMessages.deposit} />
          </ButtonLink>
          <ButtonLink to={path('cashier.withdraw')} variant="secondary">
            <FormattedMessage {...homeMessages.withdraw} />
          </ButtonLink>
        </div>
      </div>
      <RecentTransactions />
    </CashierFrame>
  );
}
