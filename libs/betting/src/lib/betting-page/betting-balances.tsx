import type { AccountInfo } from '@casino/platform-contract';
import { useFormatters } from '@casino/i18n';
import { useIntl } from 'react-intl';
import { bettingPageMessages as m } from './betting.messages';
import styles from './betting-aside.module.css';

export type BettingBalancesProps = { account: AccountInfo };

/** The two balances a bet can be paid from, refreshed after every bet the sportsbook reports. */
export function BettingBalances({ account }: BettingBalancesProps) {
  const intl = useIntl();
  const { formatMoney } = useFormatters();
  return (
    <section aria-labelledby="betting-balances-title" className={styles['panel']}>
      <h2 id="betting-balances-title" className={styles['panelTitle']}>
        {intl.formatMessage(m.balancesTitle)}
      </h2>
      <dl className={styles['balances']}>
        <div className={styles['balance']}>
          <dt>{intl.formatMessage(m.bettingBalance)}</dt>
          <dd data-testid="betting-bonus-balance">{formatMoney(account.balance_betting_bonus.amount, account.balance_betting_bonus.currency)}</dd>
        </div>
        <div className={styles['balance']}>
          <dt>{intl.formatMessage(m.mainBalance)}</dt>
          <dd data-testid="betting-main-balance">{formatMoney(account.balance_main.amount, account.balance_main.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
