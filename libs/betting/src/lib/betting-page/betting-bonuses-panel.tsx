import { useGetBettingBonusesQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { Bonus, Locale } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';
import { Badge, EmptyState, Link, LoadFailed, ProgressBar, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { bettingPageMessages as m, validUntilMessage, wageredMessage } from './betting.messages';
import styles from './betting-aside.module.css';

/** The betting bonuses a player can still use: the active one and those waiting to be activated. */
export const BETTING_BONUS_QUERY = { status: 'active,available', count: 10 } as const;

function BonusItem({ bonus }: { bonus: Bonus }) {
  const intl = useIntl();
  const { formatMoney, formatDate } = useFormatters();
  const active = bonus.status === 'active';
  const wager = bonus.wager;
  return (
    <li className={styles['bonus']}>
      <div className={styles['bonusHead']}>
        <h3 className={styles['bonusName']}>{bonus.name}</h3>
        <Badge tone={active ? 'success' : 'info'}>{intl.formatMessage(active ? m.statusActive : m.statusAvailable)}</Badge>
      </div>
      <p className={styles['bonusAmount']}>{formatMoney(bonus.amount.amount, bonus.amount.currency)}</p>
      {active && wager && wager.required.amount > 0 && (
        <ProgressBar
          value={Math.min(wager.wagered.amount, wager.required.amount)}
          max={wager.required.amount}
          label={intl.formatMessage(m.wagering)}
          valueText={intl.formatMessage(wageredMessage, {
            wagered: formatMoney(wager.wagered.amount, wager.wagered.currency),
            required: formatMoney(wager.required.amount, wager.required.currency),
          })}
        />
      )}
      {bonus.expired_at && <p className={styles['muted']}>{intl.formatMessage(validUntilMessage, { date: formatDate(bonus.expired_at) })}</p>}
    </li>
  );
}

export type BettingBonusesPanelProps = { locale: Locale };

/** The signed-in player's betting bonuses (BettingBonuses.get) beside the sportsbook. */
export function BettingBonusesPanel({ locale }: BettingBonusesPanelProps) {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetBettingBonusesQuery(BETTING_BONUS_QUERY);
  const bonuses = data?.items ?? [];
  return (
    <section aria-labelledby="betting-bonuses-title" className={styles['panel']}>
      <h2 id="betting-bonuses-title" className={styles['panelTitle']}>
        {intl.formatMessage(m.bonusesTitle)}
      </h2>
      {isLoading && <Skeleton lines={3} />}
      {isError && <LoadFailed onRetry={() => void refetch()} />}
      {data && bonuses.length === 0 && (
        <EmptyState
          icon="gift"
          headingLevel={3}
          title={intl.formatMessage(m.bonusesEmptyTitle)}
          description={intl.formatMessage(m.bonusesEmptyDescription)}
          action={<Link to={buildPath('promotions.index', { locale })}>{intl.formatMessage(m.bonusesEmptyAction)}</Link>}
        />
      )}
      {bonuses.length > 0 && (
        <>
          <ul className={styles['bonuses']}>
            {bonuses.map((bonus) => (
              <BonusItem key={bonus.id} bonus={bonus} />
            ))}
          </ul>
          <Link to={buildPath('profile.bonuses', { locale })}>{intl.formatMessage(m.bonusesManage)}</Link>
        </>
      )}
    </section>
  );
}
