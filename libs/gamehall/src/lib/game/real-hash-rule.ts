import { CONTINUE, buildPath, matchRoute, type GuardDecision, type NavigationContext } from '@casino/routing';

/** The game page hash that asks for real-money play. */
export const REAL_PLAY_HASH = '#real';

/** SPEC.md 2.4: a visitor on /game/{sysname}#real gets the registration popup; closing it goes to the index. */
export function gameRealHash({ to, isAuthenticated }: NavigationContext): GuardDecision {
  if (isAuthenticated || to.hash !== REAL_PLAY_HASH) return CONTINUE;
  const match = matchRoute(to.pathname);
  if (!match?.route.isGamePage) return CONTINUE;
  return {
    type: 'open-dialog',
    dialog: { id: 'auth', mode: 'register', preventClose: false },
    onClose: { type: 'redirect', to: buildPath('index', { locale: match.locale }), replace: true },
  };
}
