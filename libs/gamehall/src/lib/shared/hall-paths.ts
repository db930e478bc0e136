import { buildPath } from '@casino/routing';
import type { Locale } from '@casino/platform-contract';

/** The filters of a game hall URL (SPEC.md 2.1): a category and any number of providers. */
export type HallFilter = { category: string | null; providers: readonly string[] };

/** `providers=a,b,c` as the spec writes it: commas stay readable, each name is encoded on its own. */
export function providersSearch(providers: readonly string[]): string {
  return providers.length ? `?providers=${providers.map(encodeURIComponent).join(',')}` : '';
}

/**
 * The canonical URL of a filtered hall: a category is a path segment (`/gamehall/{id}`, the routing
 * lib's category rule), providers a query, so every filter combination can be shared and reopened.
 */
export function hallPath(locale: Locale, { category, providers }: HallFilter): string {
  const path = category ? buildPath('gamehall.category', { locale, params: { id: category } }) : buildPath('gamehall.index', { locale });
  return `${path}${providersSearch(providers)}`;
}

/** Reads the providers of a search string; empty names and duplicates are dropped. */
export function readProviders(search: string): string[] {
  const raw = new URLSearchParams(search).get('providers') ?? '';
  return [...new Set(raw.split(',').map((name) => name.trim()).filter(Boolean))];
}

/**
 * The filter of a hall URL: the category from `/gamehall/{id}` (or the `category` query before the shell's redirect
 * rule has run), the providers from `providers=a,b`. The page's hook and its data prefetch both read it here.
 */
export function readHallFilter(id: string | undefined, search: string): HallFilter {
  return { category: (id ?? new URLSearchParams(search).get('category')) || null, providers: readProviders(search) };
}

export const gamePath = (locale: Locale, sysname: string) => buildPath('game-sysname', { locale, params: { sysname } });
