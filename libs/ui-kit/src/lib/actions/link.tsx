import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import { Icon } from '../icon/icon';
import { cx } from '../utils/cx';
import { actionMessages } from './actions.messages';
import styles from './link.module.css';

type Common = {
  children: ReactNode;
  variant?: 'default' | 'subtle';
  className?: string;
};

export type LinkProps = Common &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> &
  (
    | { /** An in-app destination, navigated by the router without a page load. */ to: To; href?: never }
    | { /** An address outside the app: opens in a new tab with an external-link mark. */ href: string; to?: never }
  );

/** A text link in the cool accent colour: router navigation with `to`, an external page with `href`. */
export function Link({ children, variant = 'default', className, to, href, ...rest }: LinkProps) {
  const intl = useIntl();
  const classes = cx(styles.link, variant === 'subtle' && styles.subtle, className);
  if (to !== undefined) {
    return (
      <RouterLink {...rest} to={to} className={classes}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer" className={cx(classes, styles.external)}>
      {children}
      <Icon name="external" size="sm" label={intl.formatMessage(actionMessages.opensInNewTab)} />
    </a>
  );
}
