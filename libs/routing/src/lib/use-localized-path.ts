import { usePageLocale } from '@casino/i18n';
import { useMemo } from 'react';
import { buildPath, type PathOptionsArgument } from './build-path';
import type { RouteName } from './route-table';

/** `buildPath` bound to the page's locale, with its per-route typing: `path('game-sysname', { params: { sysname } })`. */
export type LocalizedPath = <N extends RouteName>(name: N, ...options: PathOptionsArgument<N>) => string;

/** The path builder of the page's locale, so every link keeps the player's language prefix. */
export function useLocalizedPath(): LocalizedPath {
  const locale = usePageLocale();
  return useMemo(() => {
    // One call site for every route name: the per-route typing is the returned function's, checked at each caller.
    const build = buildPath as (name: RouteName, options: object) => string;
    return ((name: RouteName, options?: object) => build(name, { ...options, locale })) as LocalizedPath;
  }, [locale]);
}
