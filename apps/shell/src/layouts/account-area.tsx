import { useGetAccountInfoQuery } from '@casino/api-client';
import { useSignOut } from '@casino/auth';
import { useFormatters } from '@casino/i18n';
import { isAuthenticated } from '@casino/platform-contract';
import { SessionClock } from '@casino/session';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@casino/routing';
import { headerMessages } from './header.messages';
import styles from './header.module.css';

export type AccountAreaProps = {
  /** The game layout keeps only the balance and the deposit button. */
  compact?: boolean;
};

/** Sign-in and sign-up for a visitor; balance, deposit and sign-out for a player (DESIGN.md: balance on every page). */
export function AccountArea({ compact = false }: AccountAreaProps) {
  const path = useLocalizedPath();
  const { formatMoney } = useFormatters();
  const { data } = useGetAccountInfoQuery();
  // Signs out and goes to the index page (SPEC.md 2.4); a failure leaves an error toast.
  const { signOut, isLoading: signingOut } = useSignOut();
  const account = isAuthenticated(data) ? data : undefined;

  if (!account) {
    return (
      <div className={styles['account']}>
        <Link to={path('forms.sign-in')} className={styles['secondary']}>
          <FormattedMessage {...headerMessages.signIn} />
        </Link>
        <Link to={path('forms.sign-up')} className={styles['primary']}>
          <FormattedMessage {...headerMessages.signUp} />
        </Link>
      </div>
    );
  }

  const handleSignOut = () => void signOut();

  return (
    <div className={styles['account']}>
      <SessionClock />
      <p className={styles['balance']}>
        <span className={styles['balanceLabel']}>
          <FormattedMessage {...headerMessages.balance} />
        </span>
        <span className={styles['balanceAmount']} data-testid="header-balance">
          {formatMoney(account.balance_main.amount, account.balance_main.currency)}
        </span>
      </p>
      <Link to={path('cashier.deposit.index')} className={styles['primary']}>
        <FormattedMessage {...headerMessages.deposit} />
      </Link>
      {!compact && (
        <button type="button" className={`${styles['secondary']} ${styles['signOut']}`} onClick={handleSignOut} disabled={signingOut}>
          <FormattedMessage {...headerMessages.signOut} />
        </button>
      )}
    </div>
  );
}
