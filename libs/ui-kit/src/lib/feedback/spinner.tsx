import { cx } from '../utils/cx';
import styles from './spinner.module.css';

export type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; className?: string };

/** The decorative spinning ring. Use `Loader` where the waiting itself must be announced. */
export function Spinner({ size = 'md', className }: SpinnerProps) {
  return <span aria-hidden="true" className={cx(styles.spinner, styles[size], className)} />;
}
