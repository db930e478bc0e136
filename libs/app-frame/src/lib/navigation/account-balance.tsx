import { useFormatters } from '@casino/i18n';
import type { AccountInfo } from '@casino/platform-contract';
import { FormattedMessage } from 'react-intl';
import { accountActionMessages } from './account.messages';
import styles from './account-balance.module.css';

export type AccountBalanceProps = { account: AccountInfo };

/** The player's main balance under its label, as the web header and the mini-app's bar show it (DESIGN.md: on every page). */
export function AccountBalance({ account }: AccountBalanceProps) {
  const { formatMoney } = useFormatters();
  return (
    <p className={styles['balance']}>
      <span className={styles['label']}>
        <FormattedMessage {...accountActionMessages.balance} />
      </span>
      <span className={styles['amount']} data-testid="header-balance">
        {formatMoney(account.balance_main.amount, account.balance_main.currency)}
      </span>
    </p>
  );
}
