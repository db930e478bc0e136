import type { PaymentMethod } from '@casino/platform-contract';
import { Button } from '@casino/ui-kit';
import { FormattedMessage } from 'react-intl';
import { billingMessages } from './billing.messages';
import styles from './billing-page.module.css';

export type BillingSummaryProps = { method: PaymentMethod; amount: string; offer?: string; onChange: () => void };

/** What the player is about to pay: method, amount and offer, with the way back to change them. */
export function BillingSummary({ method, amount, offer, onChange }: BillingSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="billing-summary-title">
      <div className={styles.summaryHeader}>
        <h2 id="billing-summary-title" className={styles.subtitle}>
          <FormattedMessage {...billingMessages.summary} />
        </h2>
        <Button type="button" variant="ghost" size="sm" iconStart="arrow-left" onClick={onChange}>
          <FormattedMessage {...billingMessages.change} />
        </Button>
      </div>
      <dl className={styles.list}>
        <dt><FormattedMessage {...billingMessages.method} /></dt>
        <dd>{method.name}</dd>
        <dt><FormattedMessage {...billingMessages.amount} /></dt>
        <dd data-testid="billing-amount">{amount}</dd>
        {offer && (
          <>
            <dt><FormattedMessage {...billingMessages.offer} /></dt>
            <dd>{offer}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
