import type { StaticRouteName } from '@casino/routing';
import type { IconName } from '@casino/ui-kit';
import type { MessageDescriptor } from 'react-intl';
import { navigationMessages as m } from './navigation.messages';

export type NavItem = { route: StaticRouteName; label: MessageDescriptor; icon: IconName };

/** Each section's entry, the same in every menu that lists it. */
const home: NavItem = { route: 'index', label: m.home, icon: 'home' };
const gamehall: NavItem = { route: 'gamehall.index', label: m.gamehall, icon: 'gamepad' };
const jackpots: NavItem = { route: 'jackpots.index', label: m.jackpots, icon: 'coins' };
const tournaments: NavItem = { route: 'tournaments.index', label: m.tournaments, icon: 'trophy' };
const promotions: NavItem = { route: 'promotions.index', label: m.promotions, icon: 'gift' };
const offers: NavItem = { route: 'offers.index', label: m.offers, icon: 'star' };
const loyalty: NavItem = { route: 'loyalty.index', label: m.loyalty, icon: 'crown' };
const winners: NavItem = { route: 'winners.index', label: m.winners, icon: 'star' };
const providers: NavItem = { route: 'providers.index', label: m.providers, icon: 'filter' };
const betting: NavItem = { route: 'betting', label: m.betting, icon: 'fire' };
const support: NavItem = { route: 'support.index', label: m.support, icon: 'headset' };
const cashier: NavItem = { route: 'cashier.deposit.index', label: m.cashier, icon: 'wallet' };

/** The desktop header's navigation (DESIGN.md: a header with navigation from laptop up). */
export const HEADER_NAV: readonly NavItem[] = [gamehall, jackpots, tournaments, promotions, betting];

/** The mobile bottom bar (DESIGN.md): home, game hall, promotions, cashier; the fifth item opens the menu. */
export const BOTTOM_BAR_NAV: readonly NavItem[] = [home, gamehall, promotions, cashier];

/** The site menu (the 'sidebar' dialog): every public section. */
export const SIDEBAR_NAV: readonly NavItem[] = [home, gamehall, jackpots, tournaments, promotions, offers, loyalty, winners, providers, betting, support];
