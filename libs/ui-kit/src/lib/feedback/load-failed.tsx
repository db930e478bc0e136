import { useIntl } from 'react-intl';
import { Button } from '../actions/button';
import { feedbackMessages } from './feedback.messages';
import styles from './load-failed.module.css';

export type LoadFailedProps = {
  onRetry: () => void;
  /** The retry is under way: the button shows a spinner. */
  retrying?: boolean;
};

/**
 * Content that could not be loaded, in place of that content: one sentence and a retry button. An alert, so a
 * screen reader announces the failure the moment it replaces what was loading (WCAG 4.1.3).
 */
export function LoadFailed({ onRetry, retrying = false }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles['failed']}>
      <p className={styles['text']}>{intl.formatMessage(feedbackMessages.loadFailed)}</p>
      <Button variant="secondary" size="sm" iconStart="refresh" loading={retrying} onClick={onRetry}>
        {intl.formatMessage(feedbackMessages.retry)}
      </Button>
    </div>
  );
}
