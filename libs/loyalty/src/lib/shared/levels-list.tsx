import { Badge, Icon } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { levelStateOf } from '@casino/platform-contract';
import { levelFromMessage, levelsMessages as m } from './levels.messages';
import styles from './levels-list.module.css';

export type LevelsListLevel = { id: number | string; title: string; image: string | null; minValue: number };

export type LevelsListProps = {
  levels: readonly LevelsListLevel[];
  /** The player's level, marked current; earlier ones are reached. None for a visitor. */
  currentMinValue?: number;
  /** The amount of points with the programme's alias. */
  formatPoints: (amount: number) => string;
  labelledBy: string;
};

/** Every level of the programme in order, with where each starts and, for a player, which are reached. */
export function LevelsList({ levels, currentMinValue, formatPoints, labelledBy }: LevelsListProps) {
  const intl = useIntl();
  const sorted = [...levels].sort((a, b) => a.minValue - b.minValue);
  return (
    <ol className={styles['list']} aria-labelledby={labelledBy}>
      {sorted.map((level, index) => {
        const state = currentMinValue === undefined ? undefined : levelStateOf(level, { minValue: currentMinValue });
        return (
          <li key={level.id} className={styles['level']} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles['rank']} aria-hidden="true">
              {index + 1}
            </span>
            {level.image && <img className={styles['image']} src={level.image} alt="" width={72} height={48} loading="lazy" decoding="async" />}
            <span className={styles['text']}>
              <span className={styles['title']}>{level.title}</span>
              <span className={styles['from']}>{intl.formatMessage(levelFromMessage, { amount: formatPoints(level.minValue) })}</span>
              {state === 'current' && (
                <Badge tone="jackpot" icon="crown" className={styles['state']}>
                  {intl.formatMessage(m.current)}
                </Badge>
              )}
              {state === 'reached' && (
                <Badge tone="success" icon="check" className={styles['state']}>
                  {intl.formatMessage(m.reached)}
                </Badge>
              )}
            </span>
            {state === 'locked' && (
              <span className={styles['locked']}>
                <Icon name="lock" size="sm" label={intl.formatMessage(m.locked)} />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
