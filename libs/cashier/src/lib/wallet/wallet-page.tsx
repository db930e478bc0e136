import { useGetBalanceQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { Balance } from '@casino/platform-contract';
import { LoadFailed, Skeleton } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { BalanceRefreshButton } from '@casino/session';
import { CashierFrame } from '../shared/cashier-frame';
import { ConvertedBalance } from './converted-balance';
import { CurrencySwitch } from './currency-switch';
import { demoCoinsMessage, walletMessages } from './wallet.messages';
import styles from './wallet-page.module.css';

const BALANCES = ['balance_main', 'balance_bonus', 'balance_betting_bonus', 'balance_fun'] as const satisfies ReadonlyArray<keyof Balance>;

/** /cashier/wallet: main, bonus, betting bonus and fun balances, each in its currency, the main one converted at the platform's rates, and the currency switch. */
export function WalletPage() {
  const balance = useGetBalanceQuery();
  const { formatMoney, formatAmount } = useFormatters();
  const intl = useIntl();

  const content = () => {
    if (balance.isError) return <LoadFailed onRetry={() => void balance.refetch()} />;
    return (
      <div className={styles.layout}>
        <section aria-labelledby="wallet-balances-title" className={styles.balances}>
          <h2 id="wallet-balances-title" className={styles.visuallyHidden}>
            <FormattedMessage {...walletMessages.balances} />
          </h2>
          <dl className={styles.grid}>
            {BALANCES.map((key) => (
              <div key={key} className={key === 'balance_main' ? `${styles.item} ${styles.main}` : styles.item}>
                <dt className={styles.label}>
                  <FormattedMessage {...walletMessages[key]} />
                </dt>
                <dd className={styles.amount} data-testid={`wallet-${key}`}>
                  {!balance.data ? (
                    <Skeleton width="5rem" />
                  ) : key === 'balance_fun' ? (
                    // Demo money is counted in demo coins, never in a real currency (DESIGN.md).
                    intl.formatMessage(demoCoinsMessage, { amount: formatAmount(balance.data[key].amount) })
                  ) : (
                    formatMoney(balance.data[key].amount, balance.data[key].currency)
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {balance.data && <ConvertedBalance balance={balance.data.balance_main} />}
        </section>
        {balance.data && <CurrencySwitch currency={balance.data.balance_main.currency} />}
      </div>
    );
  };

  return (
    <CashierFrame title={intl.formatMessage(walletMessages.title)} aside={<BalanceRefreshButton />}>
      {content()}
    </CashierFrame>
  );
}
