import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { openDialog } from '@casino/ui-kit';
import { SessionClock } from '@casino/session';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { formatLocation, matchRoute, REDIRECT_URL_QUERY, useLocalizedPath } from '@casino/routing';
import { accountActionMessages, AccountBalance } from '@casino/app-frame';
import { AccountMenu } from './account-menu';
import { headerMessages } from './header.messages';
import styles from './header.module.css';

export type AccountAreaProps = {
  /** The game layout keeps only the balance and the deposit button. */
  compact?: boolean;
};

/**
 * Sign-in and sign-up for a visitor; balance, deposit and the account menu (every account page and sign-out) for a
 * player (DESIGN.md: balance on every page, every account page within two clicks).
 */
export function AccountArea({ compact = false }: AccountAreaProps) {
  const path = useLocalizedPath();
  const { data } = useGetAccountInfoQuery();
  const location = useLocation();
  const dispatch = useDispatch();
  const account = isAuthenticated(data) ? data : undefined;
  // The quick deposit opens over this page, a running game included, and the player comes back here after paying.
  const handleDeposit = () => dispatch(openDialog({ id: 'quick-deposit' }));

  if (!account) {
    // The sign-in and sign-up pages lead back here: when closed, and after signing in. On the index, back to where the
    // private-area guard stopped the visitor (its redirectUrl), so signing in opens the cashier they tapped.
    const pending = new URLSearchParams(location.search).get(REDIRECT_URL_QUERY);
    const onIndex = matchRoute(location.pathname)?.route.name === 'index';
    const back = onIndex ? pending : formatLocation(location);
    const here = back ? { query: { [REDIRECT_URL_QUERY]: back } } : {};
    return (
      <div className={styles['account']}>
        <Link to={path('forms.sign-in', here)} className={styles['secondary']}>
          <FormattedMessage {...accountActionMessages.signIn} />
        </Link>
        <Link to={path('forms.sign-up', here)} className={styles['primary']}>
          <FormattedMessage {...accountActionMessages.signUp} />
        </Link>
      </div>
    );
  }

  return (
    <div className={styles['account']}>
      <SessionClock />
      <AccountBalance account={account} />
      <button type="button" className={styles['primary']} onClick={handleDeposit} aria-haspopup="dialog">
        <FormattedMessage {...headerMessages.deposit} />
      </button>
      {!compact && <AccountMenu account={account} />}
    </div>
  );
}
