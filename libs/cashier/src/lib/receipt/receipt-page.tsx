import { useGetDepositInfoQuery, useGetDepositSettingsQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { Button, ButtonLink, EmptyState, Skeleton } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { CashierFrame } from '../shared/cashier-frame';
import { StatusBadge } from '../shared/status-badge';
import { receiptMessages, receiptNumberMessage } from './receipt.messages';
import styles from './receipt-page.module.css';

/** /cashier/receipt?id={transaction}: the deposit info of one payment (SPEC.md 3), printable. */
export function ReceiptPage() {
  const intl = useIntl();
  const path = useLocalizedPath();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { formatMoney, formatDateTime } = useFormatters();
  const { data, isError } = useGetDepositInfoQuery({ id }, { skip: !id });
  // The receipt names the method as the cashier lists it, never by its sysname.
  const { data: settings } = useGetDepositSettingsQuery();
  const methodName = (sysname: string) => settings?.methods.find((method) => method.sysname === sysname)?.name ?? '—';

  const toHistory = (
    <ButtonLink to={path('cashier.history')}>
      <FormattedMessage {...receiptMessages.toHistory} />
    </ButtonLink>
  );

  const content = () => {
    if (!id || isError) {
      return (
        <EmptyState
          icon="info"
          headingLevel={2}
          title={<FormattedMessage {...(id ? receiptMessages.notFound : receiptMessages.missing)} />}
          action={toHistory}
        />
      );
    }
    if (!data) return <Skeleton shape="rect" height="16rem" />;
    const requisites = Object.entries(data.requisites).filter(([, value]) => typeof value === 'string' || typeof value === 'number');
    return (
      <article className={styles.receipt} aria-labelledby="receipt-number">
        <header className={styles.header}>
          <h2 id="receipt-number" className={styles.number}>
            {intl.formatMessage(receiptNumberMessage, { id: String(data.id) })}
          </h2>
          <StatusBadge status={data.status} />
        </header>
        <p className={styles.amount} data-testid="receipt-amount">
          {formatMoney(data.amount.amount, data.amount.currency)}
        </p>
        <dl className={styles.list}>
          <dt><FormattedMessage {...receiptMessages.method} /></dt>
          <dd>{methodName(data.method)}</dd>
          <dt><FormattedMessage {...receiptMessages.created} /></dt>
          <dd>{formatDateTime(data.created_at)}</dd>
          <dt><FormattedMessage {...receiptMessages.updated} /></dt>
          <dd>{formatDateTime(data.updated_at)}</dd>
          <dt><FormattedMessage {...receiptMessages.site} /></dt>
          <dd>{data.domain}</dd>
          {requisites.map(([name, value]) => (
            <div key={name} className={styles.row}>
              <dt>{name}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
        <Button type="button" variant="secondary" iconStart="external" onClick={() => window.print()}>
          <FormattedMessage {...receiptMessages.print} />
        </Button>
      </article>
    );
  };

  return <CashierFrame title={intl.formatMessage(receiptMessages.title)}>{content()}</CashierFrame>;
}
