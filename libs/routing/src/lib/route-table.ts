import { containsPrivateArea } from './private-areas';

/** The layouts of SPEC.md 2.5. */
export type RouteLayout = 'default' | 'empty' | 'game' | 'svg-sprite';

type RouteOptions = {
  layout?: RouteLayout;
  /** The game page (SPEC.md 2.1): the shell hides the chat badge and uses the full-screen options. */
  isGamePage?: boolean;
  /** A route with no page of its own ('/responsible-game', '/bets/*'): it exists for its guards. */
  isPlaceholder?: boolean;
  /** The generic content page '/{slug}': excluded from the private-area rule. */
  isSlug?: boolean;
};

export type RouteDefinition<Name extends string = string, Path extends string = string> = {
  name: Name;
  /** The unprefixed pattern in react-router syntax. */
  path: Path;
  layout: RouteLayout;
  /** Visitors are sent to the index (SPEC.md 2.4): the path contains bets, cashier, profile or responsible-game. */
  isPrivate: boolean;
  isGamePage: boolean;
  isPlaceholder: boolean;
  isSlug: boolean;
};

function route<const Name extends string, const Path extends string>(
  name: Name,
  path: Path,
  options: RouteOptions = {},
): RouteDefinition<Name, Path> {
  const isSlug = options.isSlug ?? false;
  return {
    name,
    path,
    layout: options.layout ?? 'default',
    // Derived from the same rule the guard applies, so the table and the guard cannot disagree.
    isPrivate: !isSlug && containsPrivateArea(path),
    isGamePage: options.isGamePage ?? false,
    isPlaceholder: options.isPlaceholder ?? false,
    isSlug,
  };
}

/**
 * Every route of SPEC.md 2.1, unprefixed. Names are the spec's named routes where it gives one,
 * otherwise dotted names after the path ('cashier.history', 'tournaments.item.gamehall').
 */
export const ROUTE_TABLE = [
  route('index', '/'),
  route('betting', '/betting'),
  route('cashier.index', '/cashier'),
  route('cashier.billing', '/cashier/billing'),
  route('cashier.deposit.index', '/cashier/deposit'),
  route('cashier-index-deposit-index-sysname', '/cashier/deposit/:sysname'),
  route('cashier.history', '/cashier/history'),
  route('cashier.paycancel', '/cashier/paycancel'),
  route('cashier.payfail', '/cashier/payfail'),
  route('cashier.payfail.transaction', '/cashier/payfail/:transaction'),
  route('cashier.paymobile', '/cashier/paymobile'),
  route('cashier.paynewwindow', '/cashier/paynewwindow'),
  route('cashier.paypending', '/cashier/paypending'),
  route('cashier.paypending.transaction', '/cashier/paypending/:transaction'),
  route('cashier.paysuccess', '/cashier/paysuccess'),
  route('cashier.paysuccess.transaction', '/cashier/paysuccess/:transaction'),
  route('cashier.receipt', '/cashier/receipt'),
  route('cashier.wallet', '/cashier/wallet'),
  route('cashier.withdraw', '/cashier/withdraw'),
  route('confirmation.index', '/confirmation'),
  route('confirmation.success', '/confirmation/success'),
  route('forms.sign-in', '/forms/sign_in', { layout: 'empty' }),
  route('forms.sign-up', '/forms/sign_up', { layout: 'empty' }),
  route('game-sysname', '/game/:sysname', { layout: 'game', isGamePage: true }),
  route('gamehall.index', '/gamehall'),
  route('gamehall.category', '/gamehall/:id'),
  route('jackpots.index', '/jackpots'),
  route('jackpots.item', '/jackpots/:id'),
  route('loyalty.index', '/loyalty'),
  route('loyalty.shop', '/loyalty/shop'),
  route('loyalty.item', '/loyalty/:sysname'),
  route('offers.index', '/offers'),
  route('offers.item', '/offers/:id'),
  route('profile.index', '/profile'),
  route('profile.settings', '/profile/settings'),
  route('profile.security', '/profile/security'),
  route('profile.verification', '/profile/verification'),
  route('profile.responsible-game', '/profile/responsible-game'),
  route('profile.bets', '/profile/bets'),
  route('profile.bets.exports', '/profile/bets/exports'),
  route('profile.bets.history', '/profile/bets/history'),
  route('profile.loyalty', '/profile/loyalty'),
  route('profile.bonuses', '/profile/bonuses'),
  route('profile.cashback', '/profile/cashback'),
  route('profile.notification', '/profile/notification'),
  route('promotions.index', '/promotions'),
  route('promotions.item', '/promotions/:id'),
  route('providers.index', '/providers'),
  route('support.index', '/support'),
  route('tournaments.index', '/tournaments'),
  route('tournaments.item', '/tournaments/:id'),
  route('tournaments.item.gamehall', '/tournaments/:id/gamehall'),
  route('unsubscribe.index', '/unsubscribe'),
  route('winners.index', '/winners'),
  route('icons', '/_icons', { layout: 'svg-sprite' }),
  route('responsible-game', '/responsible-game', { isPlaceholder: true }),
  route('bets', '/bets/*', { isPlaceholder: true }),
  route('slug', '/:slug', { isSlug: true }),
] as const;

/**
 * Second names the spec uses for the same page. They build the same path and take the same params;
 * matchRoute always reports the primary name.
 */
export const ROUTE_ALIASES = {
  'cashier-index-deposit': 'cashier.deposit.index',
  'game-index-sysname': 'game-sysname',
  'game-index-item': 'game-sysname',
} as const;

export type RouteTableEntry = (typeof ROUTE_TABLE)[number];
export type PrimaryRouteName = RouteTableEntry['name'];
export type RouteAlias = keyof typeof ROUTE_ALIASES;
export type RouteName = PrimaryRouteName | RouteAlias;

type Primary<N extends RouteName> = N extends RouteAlias ? (typeof ROUTE_ALIASES)[N] : N;

/** The unprefixed pattern of a route name, as a literal type. */
export type RoutePathOf<N extends RouteName> = Extract<RouteTableEntry, { name: Primary<N> }>['path'];

const ROUTES_BY_NAME: ReadonlyMap<string, RouteDefinition> = new Map(ROUTE_TABLE.map((entry) => [entry.name, entry]));

export function isRouteName(name: string): name is RouteName {
  return ROUTES_BY_NAME.has(name) || name in ROUTE_ALIASES;
}

/** The route definition of a name or alias. */
export function getRoute(name: RouteName): RouteDefinition {
  const primary: string = name in ROUTE_ALIASES ? ROUTE_ALIASES[name as RouteAlias] : name;
  const found = ROUTES_BY_NAME.get(primary);
  if (!found) throw new Error(`Unknown route name "${name}"`);
  return found;
}
