import { useFormatters } from '@casino/i18n';
import type { DepositLimit } from '@casino/platform-contract';
import { Card, Note } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { depositMessages, depositPeriodMessages, limitAvailableMessage, limitRenewsMessage } from './deposit.messages';
import styles from './deposit-limit-info.module.css';

export type DepositLimitInfoProps = {
  limit: DepositLimit;
  currency: string;
  /** The content service's explanation of the limit (cashier-config limitHint). */
  hint?: string;
};

/** The deposit limit (SPEC.md 3): what is left, per which period, and when it renews. Nothing without a limit. */
export function DepositLimitInfo({ limit, currency, hint }: DepositLimitInfoProps) {
  const intl = useIntl();
  const { formatMoney, formatDate } = useFormatters();
  if (limit.limit_amount === null || limit.available_amount === null) return null;
  const reached = limit.available_amount <= 0;
  return (
    <Card region title={intl.formatMessage(depositMessages.limitTitle)} headingLevel={2}>
      <div className={styles.lines}>
        <p className={styles.line} data-testid="deposit-limit-available">
          {intl.formatMessage(limitAvailableMessage, {
            available: formatMoney(limit.available_amount, currency),
            limit: formatMoney(limit.limit_amount, currency),
            period: limit.period ? intl.formatMessage(depositPeriodMessages[limit.period]) : '',
          })}
        </p>
        {limit.expired_at && <p>{intl.formatMessage(limitRenewsMessage, { date: formatDate(limit.expired_at) })}</p>}
        {reached && (
          <Note tone="warning" role="status">
            {intl.formatMessage(depositMessages.limitReached)}
          </Note>
        )}
        {hint && <p>{hint}</p>}
      </div>
    </Card>
  );
}
