import type { StaticRouteName } from '@casino/routing';
import type { IconName } from '@casino/ui-kit';
import type { MessageDescriptor } from 'react-intl';
import { navigationMessages as m } from './navigation.messages';

export type NavItem = { route: StaticRouteName; label: MessageDescriptor; icon: IconName };

/** The desktop header's navigation (DESIGN.md: a header with navigation from laptop up). */
export const HEADER_NAV: readonly NavItem[] = [
  { route: 'gamehall.index', label: m.gamehall, icon: 'gamepad' },
  { route: 'jackpots.index', label: m.jackpots, icon: 'coins' },
  { route: 'tournaments.index', label: m.tournaments, icon: 'trophy' },
  { route: 'promotions.index', label: m.promotions, icon: 'gift' },
  { route: 'betting', label: m.betting, icon: 'fire' },
];

/** The mobile bottom bar (DESIGN.md): home, game hall, promotions, cashier; the fifth item opens the menu. */
export const BOTTOM_BAR_NAV: readonly NavItem[] = [
  { route: 'index', label: m.home, icon: 'home' },
  { route: 'gamehall.index', label: m.gamehall, icon: 'gamepad' },
  { route: 'promotions.index', label: m.promotions, icon: 'gift' },
  { route: 'cashier.deposit.index', label: m.cashier, icon: 'wallet' },
];

/** The site menu (the 'sidebar' dialog): every public section. */
export const SIDEBAR_NAV: readonly NavItem[] = [
  { route: 'index', label: m.home, icon: 'home' },
  { route: 'gamehall.index', label: m.gamehall, icon: 'gamepad' },
  { route: 'jackpots.index', label: m.jackpots, icon: 'coins' },
  { route: 'tournaments.index', label: m.tournaments, icon: 'trophy' },
  { route: 'promotions.index', label: m.promotions, icon: 'gift' },
  { route: 'offers.index', label: m.offers, icon: 'star' },
  { route: 'loyalty.index', label: m.loyalty, icon: 'crown' },
  { route: 'winners.index', label: m.winners, icon: 'star' },
  { route: 'providers.index', label: m.providers, icon: 'filter' },
  { route: 'betting', label: m.betting, icon: 'fire' },
  { route: 'support.index', label: m.support, icon: 'headset' },
];
