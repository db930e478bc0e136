import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import styles from './badge.module.css';

export type BadgeTone = 'new' | 'hot' | 'jackpot' | 'freespins' | 'demo' | 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  icon?: IconName;
  className?: string;
};

/** A short status label: game marks (new, jackpot, free spins, demo) and statuses (paid, pending, failed). */
export function Badge({ children, tone = 'neutral', icon, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {icon && <Icon name={icon} size="sm" />}
      {children}
    </span>
  );
}
