import { useGetCurrencyRatesQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { Money } from '@casino/platform-contract';
import { FormattedMessage } from 'react-intl';
import { walletMessages } from './wallet.messages';
import styles from './wallet-page.module.css';

export type ConvertedBalanceProps = { balance: Money };

/**
 * The main balance in the site's other currencies at the platform's rates (account.getcurrencyrates: one unit of the
 * player's currency is worth `rates[code]` of each). Shown only when the rates are for the balance's currency.
 */
export function ConvertedBalance({ balance }: ConvertedBalanceProps) {
  const { formatMoney } = useFormatters();
  const { data } = useGetCurrencyRatesQuery({ currency: balance.currency });
  if (!data || data.base !== balance.currency) return null;
  const others = Object.entries(data.rates).filter(([code, rate]) => code !== balance.currency && Number.isFinite(rate) && rate > 0);
  if (!others.length) return null;
  return (
    <section aria-labelledby="wallet-converted-title" className={styles.converted}>
      <h3 id="wallet-converted-title" className={styles.convertedTitle}>
        <FormattedMessage {...walletMessages.convertedTitle} />
      </h3>
      <ul className={styles.convertedList} data-testid="wallet-converted">
        {others.map(([code, rate]) => (
          <li key={code}>{formatMoney(Math.round(balance.amount * rate * 100) / 100, code)}</li>
        ))}
      </ul>
      <p className={styles.convertedNote}>
        <FormattedMessage {...walletMessages.convertedNote} />
      </p>
    </section>
  );
}
