import { buildPath } from '../build-path';
import { matchRoute } from '../match-route';
import { CONTINUE, type GuardDecision, type NavigationContext } from '../guards/navigation-context';

/** SPEC.md 2.4: /bets (and the /bets/* placeholder below it, which has no page) goes to the bets history. */
export function betsRedirect({ to }: NavigationContext): GuardDecision {
  const match = matchRoute(to.pathname);
  if (match?.route.name !== 'bets') return CONTINUE;
  return { type: 'redirect', to: buildPath('profile.bets.history', { locale: match.locale }), replace: true };
}
