import { readQuery } from '../query';
import { CONTINUE, type GuardDecision, type NavigationContext } from '../guards/navigation-context';

export const BACK_URL_QUERY = 'backUrl';

/**
 * SPEC.md 8: navigating to an external URL is refused unless explicitly allowed. True only for an
 * absolute http(s) URL whose host is listed: 'example.com' exactly, or '*.example.com' for any of its
 * subdomains. Credentials in the URL ('https://ok.com@evil.com') are refused outright.
 */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

/**
 * SPEC.md 2.1: a backUrl query triggers an external redirect, but only to an allowed host; any other
 * value (another host, javascript:, a relative path) is ignored and the page is shown.
 */
export function backUrl({ to, allowedExternalHosts = [] }: NavigationContext): GuardDecision {
  const target = readQuery(to.search, BACK_URL_QUERY)?.trim();
  if (!target || !isAllowedExternalUrl(target, allowedExternalHosts)) return CONTINUE;
  return { type: 'external', url: target };
}
