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
  // The navigation under way, by its target's key: each one waits its own delay before it is marked.
  const pending = useNavigation().location?.key ?? null;
  const [marked, setMarked] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setMarked(pending), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (pending === null || marked !== pending) return null;
  return <div className={styles.bar} role="progressbar" aria-label={intl.formatMessage(navigationMessages.pageLoading)} />;
}
