import { useIntl } from 'react-intl';
import { cx } from '../utils/cx';
import { Spinner } from './spinner';
import { feedbackMessages } from './feedback.messages';
import styles from './loader.module.css';

export type LoaderProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to assistive technology; shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  centered?: boolean;
};

/** A spinner for an action in progress, announced as a status ("Loading"). */
export function Loader({ size = 'md', label, showLabel = false, centered = false }: LoaderProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(feedbackMessages.loading);
  return (
    <div role="status" className={cx(styles.loader, centered && styles.centered)}>
      <Spinner size={size} />
      <span className={showLabel ? undefined : styles.visuallyHidden}>{text}</span>
    </div>
  );
}
