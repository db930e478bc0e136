import { Button } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { sharedMessages } from './shared.messages';
import styles from './shared.module.css';

export type LoadErrorProps = { onRetry: () => void };

/** A failed load the player can act on: what happened and a retry button. */
export function LoadError({ onRetry }: LoadErrorProps) {
  const intl = useIntl();
  return (
    <div role="alert" className={styles['error']}>
      <p>{intl.formatMessage(sharedMessages.loadFailed)}</p>
      <Button variant="secondary" size="sm" iconStart="refresh" onClick={onRetry}>
        {intl.formatMessage(sharedMessages.retry)}
      </Button>
    </div>
  );
}
