/** The areas a visitor may not open (SPEC.md 2.4 and 6). */
export const PRIVATE_AREAS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

const AREAS: ReadonlySet<string> = new Set(PRIVATE_AREAS);

/**
 * True when an unprefixed path contains one of the private areas as a whole path segment. A substring
 * test would lock visitors out of every game whose sysname holds "bets" (a whole provider, Betsoft in real
 * catalogues), so "/game/betsoft-gold" stays public while "/profile/bets" and "/bets/x" do not. Case is
 * ignored because routes match case-insensitively ('/CASHIER' is the cashier). Slug routes are excluded
 * by the caller, which knows the matched route.
 */
export function containsPrivateArea(pathname: string): boolean {
  return pathname
    .toLowerCase()
    .split('/')
    .some((segment) => AREAS.has(segment));
}
