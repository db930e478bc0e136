import { CONTINUE, buildPath, matchRoute, type GuardDecision, type NavigationContext, type PrimaryRouteName } from '@casino/routing';

const DEPOSIT_ROUTES: readonly PrimaryRouteName[] = ['cashier.deposit.index', 'cashier-index-deposit-index-sysname'];

/** SPEC.md 2.4: /cashier/billing is reached only from a deposit page; otherwise it goes to the deposit index. */
export function cashierBilling({ to, from }: NavigationContext): GuardDecision {
  const match = matchRoute(to.pathname);
  if (match?.route.name !== 'cashier.billing') return CONTINUE;
  const previous = from ? matchRoute(from.pathname)?.route.name : undefined;
  if (previous && DEPOSIT_ROUTES.includes(previous as PrimaryRouteName)) return CONTINUE;
  return { type: 'redirect', to: buildPath('cashier.deposit.index', { locale: match.locale }), replace: true };
}
