/** The areas a visitor may not open (SPEC.md 2.4 and 6). */
export const PRIVATE_AREAS = ['bets', 'cashier', 'profile', 'responsible-game'] as const;

/**
 * True when an unprefixed path contains one of the private areas. The spec says "contains", so this is a
 * substring test; it ignores case because routes match case-insensitively ('/CASHIER' is the cashier).
 * Slug routes are excluded by the caller, which knows the matched route.
 */
export function containsPrivateArea(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return PRIVATE_AREAS.some((area) => lower.includes(area));
}
