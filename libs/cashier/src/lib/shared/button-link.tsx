import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';

export type ButtonLinkProps = { to: string; children: ReactNode; variant?: 'primary' | 'secondary' };

/** The one button of a system page: a router link that looks like the primary button. */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={variant === 'secondary' ? `${styles.button} ${styles.secondary}` : styles.button}>
      {children}
    </Link>
  );
}
