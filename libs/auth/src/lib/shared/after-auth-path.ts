import { formatLocation, parseLocation } from '@casino/routing';

/**
 * `redirectUrl` when it is a path of this site, otherwise null: a guard puts the page a visitor was turned
 * away from there, but anyone can craft the link, so another origin ('//evil', 'https://..', '/\evil') is refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and strip tabs and line breaks before parsing.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return null;
  return value;
}

export type AfterAuthOptions = {
  /** The redirectUrl query of the current page, if any. */
  redirectUrl: string | null;
  /** Where to go without a usable redirectUrl. */
  fallback: string;
  /** A sign-up adds register=success (SPEC.md 2.4). */
  registered: boolean;
};

/** Where a player goes after signing in or up. */
export function afterAuthPath({ redirectUrl, fallback, registered }: AfterAuthOptions): string {
  const target = safeRedirectPath(redirectUrl) ?? fallback;
  if (!registered) return target;
  const location = parseLocation(target);
  const query = new URLSearchParams(location.search);
  query.set('register', 'success');
  return formatLocation({ ...location, search: `?${query.toString()}` });
}
