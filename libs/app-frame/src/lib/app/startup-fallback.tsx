import styles from './startup-fallback.module.css';

/**
 * Shown on the very first load while the guards decide (account, redirects): before the locale's messages
 * exist, so it has no text of its own, only a busy state for assistive technology.
 */
export function StartupFallback() {
  return <div className={styles['fallback']} aria-busy="true" />;
}
