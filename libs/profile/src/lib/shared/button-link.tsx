import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';

export type ButtonLinkProps = { to: string; children: ReactNode; variant?: 'primary' | 'secondary'; onClick?: () => void };

/** A router link that looks like a button: the "what next" of an empty list or a system page. */
export function ButtonLink({ to, children, variant = 'primary', onClick }: ButtonLinkProps) {
  return (
    <Link to={to} onClick={onClick} className={variant === 'secondary' ? `${styles.button} ${styles.secondary}` : styles.button}>
      {children}
    </Link>
  );
}
