import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { Spinner } from '../feedback/spinner';
import { cx } from '../utils/cx';
import { useHydrated } from '../utils/use-hydrated';
import styles from './button.module.css';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner in place of the label and blocks clicks while an action is in progress. */
  loading?: boolean;
  block?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
};

/** The button of the design system. Gold `primary` is kept for the one main action of a view. */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  iconStart,
  iconEnd,
  type = 'button',
  disabled,
  className,
  ...rest
}: ButtonProps) {
  // A submit button in the server's HTML waits for the page to hydrate: before that the browser would submit the
  // form itself, as a GET with every field (a password) in the address. A disabled default button also stops Enter.
  const hydrated = useHydrated();
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], styles[size], block && styles.block, loading && styles.loading, className)}
    >
      <span className={styles.label}>
        {iconStart && <Icon name={iconStart} size="sm" />}
        {children}
        {iconEnd && <Icon name={iconEnd} size="sm" />}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" />
        </span>
      )}
    </button>
  );
}
