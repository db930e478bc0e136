import { useLocalizedPath } from '@casino/routing';
import { Navigate, useLocation } from 'react-router-dom';
import { draftFromState } from '../deposit/deposit-draft';
import { Billing } from './billing';

/**
 * /cashier/billing, reached only from a deposit page (the shell's guard and the carried draft): the
 * summary, the method's payment details and the one Pay button, sent with an Idempotency-Key.
 */
export function BillingPage() {
  const location = useLocation();
  const draft = draftFromState(location.state);
  const path = useLocalizedPath();
  if (!draft) return <Navigate to={path('cashier.deposit.index')} replace />;
  return <Billing draft={draft} />;
}
