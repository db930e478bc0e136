import { DEFAULT_LOCALE, type Locale } from '@casino/platform-contract';
import { localizePath } from './locales';
import { fillPattern, type PathParams } from './path-pattern';
import { buildQuery, type QueryInput } from './query';
import { getRoute, type RouteName, type RoutePathOf } from './route-table';

/** The parameters a named route needs, e.g. { sysname } for 'game-sysname'. */
export type RouteParams<N extends RouteName> = PathParams<RoutePathOf<N>>;

type BaseOptions = {
  query?: QueryInput;
  /** With or without the leading '#'. */
  hash?: string;
};

/** The routes without parameters: a list of links (a menu, a tab bar) may hold any of them. */
export type StaticRouteName = { [N in RouteName]: keyof RouteParams<N> extends never ? N : never }[RouteName];

/** What a path of route N is built from besides its locale: its parameters (required when it has any), query, hash. */
export type PathOptions<N extends RouteName> = BaseOptions &
  (keyof RouteParams<N> extends never ? { params?: undefined } : { params: RouteParams<N> });

export type BuildPathOptions<N extends RouteName> = PathOptions<N> & {
  /** The locale of the path; defaults to en (no prefix). */
  locale?: Locale;
};

/** The options argument of route N: optional unless the route has parameters. */
export type PathOptionsArgument<N extends RouteName, O = PathOptions<N>> = keyof RouteParams<N> extends never ? [options?: O] : [options: O];

type OptionsArgument<N extends RouteName> = PathOptionsArgument<N, BuildPathOptions<N>>;

/**
 * The path of a named route: buildPath('game-sysname', { locale: 'pl', params: { sysname: 'x' } })
 * is '/pl/game/x'. Features use this instead of writing paths, so a route can move in one place.
 */
export function buildPath<N extends RouteName>(name: N, ...[options]: OptionsArgument<N>): string {
  const { locale = DEFAULT_LOCALE, params, query, hash }: BaseOptions & { locale?: Locale; params?: object } = options ?? {};
  const pathname = fillPattern(getRoute(name).path, params as Record<string, string | number> | undefined);
  return `${localizePath(pathname, locale)}${buildQuery(query)}${formatHash(hash)}`;
}

function formatHash(hash: string | undefined): string {
  if (!hash || hash === '#') return '';
  return hash.startsWith('#') ? hash : `#${hash}`;
}
