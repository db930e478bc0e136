import { BalanceRefreshEffect } from '../balance-refresh/balance-refresh-effect';
import { IdleLogoutEffect, type IdleLogoutEffectProps } from '../idle-logout/idle-logout-effect';

/** What runs only while a player is signed in: idle logout and the balance refresh. */
export function SignedInSessionEffects(props: IdleLogoutEffectProps) {
  return (
    <>
      <IdleLogoutEffect {...props} />
      <BalanceRefreshEffect />
    </>
  );
}
