import { ROUTE_TABLE, buildPath, matchRoute, type PrimaryRouteName, type RouteName, type RouteParams } from '@casino/routing/table';
import type { APIRequestContext } from '@playwright/test';
import type { Locale } from '@casino/platform-contract';
import { platformGet } from '../platform-api';

/** Every parameter any route takes ({ sysname, id, transaction, slug }), the same name meaning different things. */
type AnyRouteParams = RouteParams<RouteName>;

type Items<T> = { items: T[] };

export type DiscoveredParams = {
  defaults: AnyRouteParams;
  byRoute: Partial<Record<PrimaryRouteName, AnyRouteParams>>;
  /** A second game with a demo, not the one of the route sweep: its page offers visitors the demo-mode popup afresh. */
  otherDemoGame: string;
};

/**
 * Real parameters for the routes that take one, read from the emulator as a player's links would carry them:
 * a game with a demo, a category, a jackpot, a live tournament, an offer, a loyalty programme, a deposit method,
 * one of the player's transactions and a content page linked from the footer. `signedIn` must be a signed-in
 * request context (the cashier calls need a session).
 */
export async function discoverRouteParams(signedIn: APIRequestContext): Promise<DiscoveredParams> {
  const [games, categories, jackpots, tournaments, offers, programs, deposit, history, common] = await Promise.all([
    platformGet<Items<{ sysname: string; has_demo: boolean }>>(signedIn, 'games.get', { options: { count: 20 } }),
    platformGet<Items<{ id: string }>>(signedIn, 'games.getCategories'),
    platformGet<Array<{ id: number }>>(signedIn, 'Jackpots.get'),
    platformGet<Items<{ id: number; status: string }>>(signedIn, 'tournaments.get'),
    platformGet<Items<{ id: number }>>(signedIn, 'campaigns.getoffers'),
    platformGet<Items<{ id: number }>>(signedIn, 'loyalty.getPrograms'),
    platformGet<{ methods: Array<{ sysname: string }> }>(signedIn, 'cashier.getdepositsettings'),
    platformGet<Items<{ id: number }>>(signedIn, 'cashier.gethistory'),
    signedIn.get('/cms/api/common?locale=en').then((response) => response.json() as Promise<{ data: { menus: { footer: Array<{ url: string }> } } }>),
  ]);
  const pick = <T>(list: readonly T[], what: string, where: (item: T) => boolean = () => true): T => {
    const found = list.find(where);
    if (!found) throw new Error(`The emulator has no ${what} to open its page with`);
    return found;
  };
  const game = pick(games.items, 'game with a demo', (item) => item.has_demo).sysname;
  const otherDemoGame = pick(games.items, 'second game with a demo', (item) => item.has_demo && item.sysname !== game).sysname;
  const tournament = pick(tournaments.items, 'live tournament', (item) => item.status === 'active').id;
  const offer = pick(offers.items, 'offer').id;
  const transaction = pick(history.items, 'transaction').id;
  const slug = pick(common.data.menus.footer, 'content page link', (link) => matchRoute(link.url)?.route.name === 'slug').url.slice(1);
  const base = { sysname: game, id: '', transaction, slug };
  const byRoute: DiscoveredParams['byRoute'] = {
    'game-sysname': base,
    'gamehall.category': { ...base, id: pick(categories.items, 'category').id },
    'jackpots.item': { ...base, id: pick(jackpots, 'jackpot').id },
    'tournaments.item': { ...base, id: tournament },
    'tournaments.item.gamehall': { ...base, id: tournament },
    'offers.item': { ...base, id: offer },
    'promotions.item': { ...base, id: offer },
    'loyalty.item': { ...base, sysname: String(pick(programs.items, 'loyalty programme').id) },
    'cashier-index-deposit-index-sysname': { ...base, sysname: pick(deposit.methods, 'deposit method').sysname },
    'cashier.payfail.transaction': base,
    'cashier.paypending.transaction': base,
    'cashier.paysuccess.transaction': base,
    slug: base,
  };
  return { defaults: base, byRoute, otherDemoGame };
}

export type RoutePath = { name: PrimaryRouteName; path: string };

/** The path of every route of the route table in one locale, with real parameters where a route takes some. */
export function routePaths(locale: Locale, params: DiscoveredParams): RoutePath[] {
  return ROUTE_TABLE.map(({ name, path }) => {
    const own = params.byRoute[name];
    if (path.includes(':') && !own) throw new Error(`No parameters picked for ${name} (${path})`);
    // The builder ignores keys a pattern does not name, so a route without parameters can take the defaults.
    return { name, path: buildPath<RouteName>(name, { locale, params: own ?? params.defaults }) };
  });
}
