import { CONTINUE, buildPath, matchRoute, readQuery, withoutQueryKeys, type GuardDecision, type NavigationContext } from '@casino/routing';

export const GAMEHALL_CATEGORY_QUERY = 'category';

/**
 * The gamehall category redirect (SPEC.md 2.4 leaves the details open). Chosen rule: the query form
 * '/gamehall?category={id}' is redirected to the path form '/gamehall/{id}', so a category has one
 * canonical, indexable URL. Other query keys (providers=...) and the hash are kept.
 */
export function gamehallCategory({ to }: NavigationContext): GuardDecision {
  const match = matchRoute(to.pathname);
  if (match?.route.name !== 'gamehall.index') return CONTINUE;
  const category = readQuery(to.search, GAMEHALL_CATEGORY_QUERY)?.trim();
  if (!category) return CONTINUE;
  const path = buildPath('gamehall.category', { locale: match.locale, params: { id: category } });
  const search = withoutQueryKeys(to.search, [GAMEHALL_CATEGORY_QUERY]);
  return { type: 'redirect', to: `${path}${search}${to.hash}`, replace: true };
}
