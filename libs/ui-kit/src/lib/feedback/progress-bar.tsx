import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../utils/cx';
import { progressMessage } from './feedback.messages';
import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  value: number;
  max?: number;
  label: ReactNode;
  /** Text beside the label, e.g. "350 / 1 000 points"; defaults to "value of max". */
  valueText?: string;
  tone?: 'accent' | 'success' | 'info';
};

/** A labelled progress bar (wagering, loyalty level, upload). */
export function ProgressBar({ value, max = 100, label, valueText, tone = 'accent' }: ProgressBarProps) {
  const intl = useIntl();
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  const text = valueText ?? intl.formatMessage(progressMessage, { value: intl.formatNumber(clamped), max: intl.formatNumber(max) });
  return (
    <div className={cx(styles.root, styles[tone])}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <span className={styles.value}>{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
