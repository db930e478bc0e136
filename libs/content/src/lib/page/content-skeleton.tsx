import { Loader, Skeleton } from '@casino/ui-kit';
import { useIntl } from 'react-intl';
import { contentMessages as m } from './content.messages';
import styles from './content-page.module.css';

/** The page in the shape of its content while the CMS answers; the hidden status tells screen readers why. */
export function ContentSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles['page']} aria-busy="true">
      <div className={styles['heading']}>
        <Skeleton shape="rect" width="60%" height={40} />
        <Skeleton width={160} />
      </div>
      <div className={styles['text']}>
        <Skeleton lines={4} />
        <Skeleton lines={3} />
      </div>
      <Loader size="sm" label={intl.formatMessage(m.loading)} />
    </div>
  );
}
