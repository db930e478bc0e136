import type { RgLimits, RgLimitType } from '@casino/platform-contract';
import { useFormatters } from '@casino/i18n';
import { Button, Card, useToast } from '@casino/ui-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { LimitForm } from './limit-form';
import { LIMIT_TEXTS, PERIOD_LABELS, limitRows } from './limit-values';
import { responsibleGameMessages as m, responsibleGameValueMessages as v } from './responsible-game.messages';
import { useLimitFormat } from './use-limit-format';
import { useSetLimit } from './use-set-limit';
import styles from './responsible-game.module.css';

export type LimitCardProps = { type: RgLimitType; limits: RgLimits };

/** One limit type (deposit, loss, wager or session time): its three periods as they stand, and the form to change one. */
export function LimitCard({ type, limits }: LimitCardProps) {
  const intl = useIntl();
  const { formatDate, formatDateTime } = useFormatters();
  const format = useLimitFormat(type, limits.currency);
  const toast = useToast();
  const { setLimit, busy } = useSetLimit(type);
  const rows = limitRows(limits, type);
  const title = intl.formatMessage(LIMIT_TEXTS[type].title);

  return (
    <Card title={title} headingLevel={2}>
      <p className={styles.text}>
        <FormattedMessage {...LIMIT_TEXTS[type].text} />
      </p>
      <ul className={styles.rows} data-testid={`rg-${type}`}>
        {rows.map((row) => (
          <li key={row.period} className={styles.row} data-testid={`rg-${type}-${row.period}`}>
            <span className={styles.rowPeriod}>
              <FormattedMessage {...PERIOD_LABELS[row.period]} />
            </span>
            <span className={styles.rowLimit} data-testid="rg-limit">
              {format(row.limit)}
            </span>
            {row.limit !== null && (
              <span className={styles.rowUsage}>
                <FormattedMessage {...m.used} />: {format(row.used)} · <FormattedMessage {...m.left} />: {format(row.left)} ·{' '}
                <FormattedMessage {...v.renews} values={{ date: formatDate(row.resetsAt) }} />
              </span>
            )}
            {row.pending && (
              <span className={styles.rowPending} data-testid="rg-pending">
                {row.pending.value === null ? (
                  <FormattedMessage {...v.pendingRemoval} values={{ date: formatDateTime(row.pending.at) }} />
                ) : (
                  <FormattedMessage {...v.pendingChange} values={{ value: format(row.pending.value), date: formatDateTime(row.pending.at) }} />
                )}
              </span>
            )}
            {row.limit !== null && row.canEdit && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() => void setLimit(row.period, null).then((outcome) => typeof outcome === 'object' && toast('error', m.failed))}
                aria-label={`${intl.formatMessage(m.remove)}: ${title}, ${intl.formatMessage(PERIOD_LABELS[row.period])}`}
              >
                <FormattedMessage {...m.remove} />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LimitForm type={type} title={title} currency={limits.currency} rows={rows} setLimit={setLimit} />
    </Card>
  );
}
