import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigation } from 'react-router-dom';
import { navigationMessages } from './navigation.messages';
import styles from './navigation-progress.module.css';

/** A navigation that ends sooner goes unmarked: a bar that flashes on every quick click is noise. */
export const PROGRESS_DELAY_MS = 200;

/**
 * The thin bar along the top of the window while the router loads the next page (its guards, its code, its texts):
 * the address and the page change only once they are in, and on a slow network a click that shows nothing for
 * seconds looks ignored and gets clicked again.
 */
export function NavigationProgress() {
  const intl = useIntl();
  const navigating = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!navigating) return setShown(false);
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  if (!shown) return null;
  return <div className={styles.bar} role="progressbar" aria-label={intl.formatMessage(navigationMessages.pageLoading)} />;
}
