import { useFormatters } from '@casino/i18n';
import type { Bonus } from '@casino/platform-contract';
import { Badge, Button, Card, ProgressBar, type BadgeTone } from '@casino/ui-kit';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { bonusesMessages as m } from './bonuses.messages';
import styles from './bonuses.module.css';

const STATUS: Record<string, { label: MessageDescriptor; tone: BadgeTone }> = {
  active: { label: m.statusActive, tone: 'success' },
  available: { label: m.statusAvailable, tone: 'info' },
  wagered: { label: m.statusWagered, tone: 'neutral' },
  removed: { label: m.statusRemoved, tone: 'neutral' },
  expired: { label: m.statusExpired, tone: 'neutral' },
};

export type BonusCardProps = {
  bonus: Bonus;
  onActivate?: (bonus: Bonus) => void;
  onRemove?: (bonus: Bonus) => void;
};

/** One bonus: its name, amount, state, expiry and wagering, with what the player may do with it. */
export function BonusCard({ bonus, onActivate, onRemove }: BonusCardProps) {
  const intl = useIntl();
  const { formatMoney, formatDate } = useFormatters();
  const status = STATUS[bonus.status] ?? { label: m.statusOther, tone: 'neutral' as const };
  const isOpen = bonus.status === 'active' || bonus.status === 'available';
  const wager = bonus.wager;
  return (
    <Card
      title={bonus.name}
      headingLevel={3}
      variant={bonus.status === 'active' ? 'highlight' : 'default'}
      aside={
        <Badge tone={status.tone}>
          <FormattedMessage {...status.label} />
        </Badge>
      }
      footer={
        isOpen && (onActivate || onRemove) ? (
          <div className={styles.actions}>
            {onRemove && (
              <Button variant="ghost" size="sm" onClick={() => onRemove(bonus)}>
                <FormattedMessage {...m.remove} />
              </Button>
            )}
            {bonus.status === 'available' && onActivate && (
              <Button size="sm" onClick={() => onActivate(bonus)}>
                <FormattedMessage {...m.activate} />
              </Button>
            )}
          </div>
        ) : undefined
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage {...m.amount} />
          </dt>
          <dd>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</dd>
        </div>
        {bonus.expired_at && isOpen && (
          <div>
            <dt>
              <FormattedMessage {...m.expires} />
            </dt>
            <dd>{formatDate(bonus.expired_at)}</dd>
          </div>
        )}
      </dl>
      {bonus.status === 'active' && wager && wager.required.amount > 0 && (
        <ProgressBar
          label={intl.formatMessage(m.wagering)}
          value={wager.wagered.amount}
          max={wager.required.amount}
          valueText={`${formatMoney(wager.wagered.amount, wager.wagered.currency)} / ${formatMoney(wager.required.amount, wager.required.currency)}`}
        />
      )}
    </Card>
  );
}
