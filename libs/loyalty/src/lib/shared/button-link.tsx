import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';

export type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  /** Names the link when the visible text alone is ambiguous in a list ("Details" on every card). */
  'aria-label'?: string;
  block?: boolean;
  /** E.g. closing the dialog the link is in. */
  onClick?: () => void;
};

/** A navigation that looks like a button: the call to action of a card or a page. */
export function ButtonLink({ to, children, variant = 'primary', block = false, 'aria-label': label, onClick }: ButtonLinkProps) {
  const classes = [styles['button'], styles[variant], block ? styles['block'] : ''].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} aria-label={label} onClick={onClick}>
      {children}
    </Link>
  );
}
