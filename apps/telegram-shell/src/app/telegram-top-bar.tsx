import { accountActionMessages, AccountBalance, accountMessages } from '@casino/app-frame';
import { useGetAccountInfoQuery } from '@casino/api-client';
import { isAuthenticated } from '@casino/platform-contract';
import { formatLocation, matchRoute, REDIRECT_URL_QUERY, useLocalizedPath } from '@casino/routing';
import { SessionClock } from '@casino/session';
import { Button, ButtonLink, openDialog } from '@casino/ui-kit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router-dom';
import styles from './telegram-top-bar.module.css';

export type TelegramTopBarProps = {
  /** The game page's own controls (share, full screen), before the balance. */
  children?: ReactNode;
};

/**
 * The mini-app's slim bar under Telegram's own title bar (which has the bot's name and the back button): the
 * balance and the quick deposit for a player, sign-in and sign-up for a visitor (one whose Telegram account is
 * linked to an existing account signs in to it here, or after signing out).
 */
export function TelegramTopBar({ children }: TelegramTopBarProps) {
  const path = useLocalizedPath();
  const location = useLocation();
  const dispatch = useDispatch();
  const { data } = useGetAccountInfoQuery();
  const account = isAuthenticated(data) ? data : undefined;
  const here = matchRoute(location.pathname)?.route.name === 'index' ? {} : { query: { [REDIRECT_URL_QUERY]: formatLocation(location) } };
  return (
    <header className={styles['bar']}>
      {children && <div className={styles['tools']}>{children}</div>}
      {account ? (
        <div className={styles['account']}>
          <SessionClock />
          <AccountBalance account={account} />
          <Button size="sm" aria-haspopup="dialog" onClick={() => dispatch(openDialog({ id: 'quick-deposit' }))}>
            <FormattedMessage {...accountMessages.deposit} />
          </Button>
        </div>
      ) : (
        data && (
          <div className={styles['account']}>
            <ButtonLink size="sm" variant="secondary" to={path('forms.sign-in', here)}>
              <FormattedMessage {...accountActionMessages.signIn} />
            </ButtonLink>
            <ButtonLink size="sm" to={path('forms.sign-up', here)}>
              <FormattedMessage {...accountActionMessages.signUp} />
            </ButtonLink>
          </div>
        )
      )}
    </header>
  );
}
