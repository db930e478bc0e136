import { Button } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { contentMessages as m } from './content.messages';
import styles from './content-page.module.css';

export type ContentLoadErrorProps = { onRetry: () => void; retrying: boolean };

/** The CMS did not answer: not a 404 (the page may well exist), so the player can ask again. */
export function ContentLoadError({ onRetry, retrying }: ContentLoadErrorProps) {
  const intl = useIntl();
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{intl.formatMessage(m.errorTitle)}</h1>
      <div role="alert" className={styles['error']}>
        <p>{intl.formatMessage(m.errorText)}</p>
        <Button variant="secondary" size="sm" iconStart="refresh" loading={retrying} onClick={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    </div>
  );
}
