import { useGetDepositLimitQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { Card, LoadFailed, ProgressBar } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { SectionSkeleton } from '../shared/section-skeleton';
import { responsibleGameMessages as m } from './responsible-game.messages';
import styles from './responsible-game.module.css';

const PERIODS = { day: m.periodDay, week: m.periodWeek, month: m.periodMonth } as const;

export type DepositLimitCardProps = { currency: string };

/** account.getDepositLimit: the limit, its period, what is still available and when it renews. */
export function DepositLimitCard({ currency }: DepositLimitCardProps) {
  const intl = useIntl();
  const { formatMoney, formatDate } = useFormatters();
  const limit = useGetDepositLimitQuery();
  if (limit.isError) return <LoadFailed onRetry={() => void limit.refetch()} />;
  if (!limit.data) return <SectionSkeleton lines={3} />;
  const { limit_amount: amount, available_amount: available, period, expired_at: renews } = limit.data;

  if (amount === null || !period) {
    return (
      <Card title={<FormattedMessage {...m.limitTitle} />} headingLevel={2}>
        <p className={styles.text}>
          <FormattedMessage {...m.noLimit} />
        </p>
        <p className={styles.muted}>
          <FormattedMessage {...m.noLimitHint} />
        </p>
      </Card>
    );
  }

  const left = available ?? amount;
  return (
    <Card title={<FormattedMessage {...m.limitTitle} />} headingLevel={2}>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage {...m.limitAmount} />
          </dt>
          <dd data-testid="deposit-limit-amount">{formatMoney(amount, currency)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.period} />
          </dt>
          <dd>
            <FormattedMessage {...PERIODS[period]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage {...m.available} />
          </dt>
          <dd data-testid="deposit-limit-available">{formatMoney(left, currency)}</dd>
        </div>
        {renews && (
          <div>
            <dt>
              <FormattedMessage {...m.resetsOn} />
            </dt>
            <dd>{formatDate(renews)}</dd>
          </div>
        )}
      </dl>
      <ProgressBar
        label={intl.formatMessage(m.used)}
        value={amount - left}
        max={amount}
        valueText={`${formatMoney(amount - left, currency)} / ${formatMoney(amount, currency)}`}
        tone="info"
      />
      <p className={styles.muted}>
        <FormattedMessage {...m.changeLimit} />
      </p>
    </Card>
  );
}
