import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink, type To } from 'react-router-dom';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-names';
import { cx } from '../utils/cx';
import styles from './button.module.css';

export type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  /** An in-app destination, navigated by the router without a page load. */
  to: To;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  block?: boolean;
  iconStart?: IconName;
  iconEnd?: IconName;
  /** Router state carried to the destination. */
  state?: unknown;
  replace?: boolean;
  /** A full page load instead of the router's navigation (the app starts afresh there). */
  reloadDocument?: boolean;
};

/**
 * A navigation that looks like a `Button` (the same styles): the call to action of a card, an empty list or a
 * system page. A link, not a button, so it can be opened in a new tab and is announced as one.
 */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'md',
  block = false,
  iconStart,
  iconEnd,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <RouterLink {...rest} to={to} className={cx(styles.button, styles[variant], styles[size], block && styles.block, className)}>
      <span className={styles.label}>
        {iconStart && <Icon name={iconStart} size="sm" />}
        {children}
        {iconEnd && <Icon name={iconEnd} size="sm" />}
      </span>
    </RouterLink>
  );
}
