import { useLogoutMutation } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import type { AccountInfo } from '@casino/platform-contract';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useLocalePath } from '../app/use-locale-path';
import { headerMessages } from './header.messages';
import styles from './header.module.css';

export type AccountAreaProps = {
  /** The signed-in player, or undefined for a visitor. */
  account: AccountInfo | undefined;
};

/** Sign-in and sign-up for a visitor; balance, deposit and sign-out for a player. */
export function AccountArea({ account }: AccountAreaProps) {
  const path = useLocalePath();
  const navigate = useNavigate();
  const { formatMoney } = useFormatters();
  const [logout, { isLoading: signingOut }] = useLogoutMutation();

  if (!account) {
    return (
      <div className={styles['account']}>
        <Link to={path('/forms/sign_in')} className={styles['secondary']}>
          <FormattedMessage {...headerMessages.signIn} />
        </Link>
        <Link to={path('/forms/sign_up')} className={styles['primary']}>
          <FormattedMessage {...headerMessages.signUp} />
        </Link>
      </div>
    );
  }

  const handleSignOut = async () => {
    await logout().unwrap().catch(() => undefined);
    // SPEC.md 2.4: after logout the player goes to the index page.
    navigate(path('/'));
  };

  return (
    <div className={styles['account']}>
      <p className={styles['balance']}>
        <span className={styles['balanceLabel']}>
          <FormattedMessage {...headerMessages.balance} />
        </span>
        <span className={styles['balanceAmount']} data-testid="header-balance">
          {formatMoney(account.balance_main.amount, account.balance_main.currency)}
        </span>
      </p>
      <Link to={path('/cashier/deposit')} className={styles['primary']}>
        <FormattedMessage {...headerMessages.deposit} />
      </Link>
      <button type="button" className={styles['secondary']} onClick={handleSignOut} disabled={signingOut}>
        <FormattedMessage {...headerMessages.signOut} />
      </button>
    </div>
  );
}
