import { LogoMark } from './logo-mark';
import styles from './header.module.css';

/**
 * The first frame of a load, while the guards ask the platform about the player: the header bar with the brand,
 * where the real header will be, instead of a blank page. No messages are loaded yet, so it has no words besides
 * the brand name; it is busy for assistive technology.
 */
export function StartupScreen() {
  return (
    <div aria-busy="true" data-testid="startup-screen">
      <div className={styles['header']}>
        <span className={styles['logo']}>
          <LogoMark />
          <span className={styles['logoText']}>Casino</span>
        </span>
      </div>
    </div>
  );
}
