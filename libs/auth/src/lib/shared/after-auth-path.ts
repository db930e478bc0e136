import { formatLocation, parseLocation, sitePath } from '@casino/routing';

export type AfterAuthOptions = {
  /**
   * The redirectUrl query of the current page, if any: a guard puts the page a visitor was turned away from there,
   * but anyone can craft the link, so only a path of this site is followed (routing's sitePath judges it).
   */
  redirectUrl: string | null;
  /** Where to go without a usable redirectUrl. */
  fallback: string;
  /** A sign-up adds register=success (SPEC.md 2.4). */
  registered: boolean;
};

/** Where a player goes after signing in or up. */
export function afterAuthPath({ redirectUrl, fallback, registered }: AfterAuthOptions): string {
  const target = sitePath(redirectUrl) ?? fallback;
  if (!registered) return target;
  const location = parseLocation(target);
  const query = new URLSearchParams(location.search);
  query.set('register', 'success');
  return formatLocation({ ...location, search: `?${query.toString()}` });
}
