import type { StaticRouteName } from '@casino/routing';
import type { IconName } from '@casino/ui-kit';
import type { MessageDescriptor } from 'react-intl';
import { accountMessages as m } from './account.messages';

export type AccountLink = { key: string; route: StaticRouteName; hash?: string; label: MessageDescriptor; icon: IconName };

/**
 * Every page of a signed-in player's account, one click from the header's account menu and the phone menu
 * (DESIGN.md: every account page within two clicks of any page). One list for both.
 */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { key: 'profile', route: 'profile.index', label: m.profile, icon: 'user' },
  { key: 'deposit', route: 'cashier.deposit.index', label: m.deposit, icon: 'wallet' },
  { key: 'withdraw', route: 'cashier.withdraw', label: m.withdraw, icon: 'cashier' },
  { key: 'history', route: 'cashier.history', label: m.history, icon: 'clock' },
  { key: 'bonuses', route: 'profile.bonuses', label: m.bonuses, icon: 'gift' },
  { key: 'freespins', route: 'profile.bonuses', hash: 'freespins', label: m.freespins, icon: 'star' },
  { key: 'cashback', route: 'profile.cashback', label: m.cashback, icon: 'coins' },
  { key: 'loyalty', route: 'profile.loyalty', label: m.loyalty, icon: 'crown' },
  { key: 'bets', route: 'profile.bets.history', label: m.bets, icon: 'fire' },
  { key: 'notifications', route: 'profile.notification', label: m.notifications, icon: 'bell' },
  { key: 'settings', route: 'profile.settings', label: m.settings, icon: 'settings' },
  { key: 'security', route: 'profile.security', label: m.security, icon: 'lock' },
  { key: 'verification', route: 'profile.verification', label: m.verification, icon: 'check-circle' },
  { key: 'responsible', route: 'profile.responsible-game', label: m.responsible, icon: 'shield' },
];
