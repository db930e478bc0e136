import { CONTINUE, buildPath, matchRoute, type GuardDecision, type NavigationContext } from '@casino/routing';

/** SPEC.md 2.4: /bets (and the /bets/* placeholder below it, which has no page) goes to the bets history. */
export function betsRedirect({ to }: NavigationContext): GuardDecision {
  const match = matchRoute(to.pathname);
  if (match?.route.name !== 'bets') return CONTINUE;
  return { type: 'redirect', to: buildPath('profile.bets.history', { locale: match.locale }), replace: true };
}
