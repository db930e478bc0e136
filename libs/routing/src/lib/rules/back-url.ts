import { readQuery } from '../query';
import { resolveRedirect } from '../redirect-target';
import { CONTINUE, type GuardDecision, type NavigationContext } from '../guards/navigation-context';

export const BACK_URL_QUERY = 'backUrl';

/**
 * SPEC.md 2.1: a backUrl query triggers an external redirect, but only to an allowed host (SPEC.md 8: navigating to
 * an external URL is refused unless explicitly allowed; resolveRedirect judges it); any other value (another host,
 * javascript:, a relative path) is ignored and the page is shown.
 */
export function backUrl({ to, allowedExternalHosts = [] }: NavigationContext): GuardDecision {
  const target = resolveRedirect(readQuery(to.search, BACK_URL_QUERY), { externalHosts: allowedExternalHosts });
  return target?.kind === 'external' ? { type: 'external', url: target.url } : CONTINUE;
}
