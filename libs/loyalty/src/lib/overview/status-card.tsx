import { levelProgressOf, type LoyaltyInfo } from '@casino/platform-contract';
import { ProgressBar } from '@casino/ui-kit';
import { useFormatters } from '@casino/i18n';
import { useIntl } from 'react-intl';
import { overviewMessages as m, progressLabelMessage, progressValueMessage, remainingMessage } from './overview.messages';
import styles from './status-card.module.css';

export type StatusCardProps = {
  info: LoyaltyInfo;
  formatPoints: (amount: number) => string;
};

/** The player's standing: current level, points to spend and the progress to the next level. */
export function StatusCard({ info, formatPoints }: StatusCardProps) {
  const intl = useIntl();
  const { formatAmount } = useFormatters();
  const progress = levelProgressOf(info);
  return (
    <section className={styles['card']} aria-labelledby="loyalty-status-level">
      <div className={styles['top']}>
        {progress?.current.image && <img className={styles['image']} src={progress.current.image} alt="" width={96} height={64} decoding="async" />}
        <div className={styles['level']}>
          <span className={styles['label']}>{intl.formatMessage(m.level)}</span>
          <h2 id="loyalty-status-level" className={styles['levelTitle']}>
            {progress?.current.title}
          </h2>
        </div>
        <div className={styles['points']}>
          <span className={styles['label']}>{intl.formatMessage(m.balance)}</span>
          <strong className={styles['pointsValue']} data-testid="loyalty-points">
            {formatPoints(info.points)}
          </strong>
        </div>
      </div>
      {progress?.next ? (
        <div className={styles['progress']}>
          <ProgressBar
            value={progress.value}
            max={progress.max}
            label={intl.formatMessage(progressLabelMessage, { level: progress.next.title })}
            // Said as the level tiles say it, in Coins earned in all ("1,850 of 5,000"), not within this level ("850 of
            // 4,000" read beside "Gold: from 5,000" as a contradiction); the bar fills with the progress within the level.
            valueText={intl.formatMessage(progressValueMessage, {
              value: formatAmount(progress.current.minValue + progress.value),
              max: formatAmount(progress.current.minValue + progress.max),
            })}
          />
          <p className={styles['hint']}>{intl.formatMessage(remainingMessage, { amount: formatPoints(progress.remaining), level: progress.next.title })}</p>
        </div>
      ) : (
        progress && <p className={styles['hint']}>{intl.formatMessage(m.topLevel)}</p>
      )}
    </section>
  );
}
