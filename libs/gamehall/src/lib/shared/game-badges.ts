import type { Game } from '@casino/platform-contract';
import type { GameTileBadge } from '@casino/ui-kit';
import type { IntlShape } from 'react-intl';
import { badgeMessages, freeSpinsBadgeMessage } from './shared.messages';

/**
 * The corner marks of a tile, most valuable first: free spins the player holds for this game, then
 * new, jackpot, hot, exclusive and demo. Two at most, so the name and the like button stay free.
 */
export function gameBadges(game: Game, freeSpinsLeft: number, intl: IntlShape): GameTileBadge[] {
  const badges: GameTileBadge[] = [];
  if (freeSpinsLeft > 0) badges.push({ tone: 'freespins', label: intl.formatMessage(freeSpinsBadgeMessage, { count: freeSpinsLeft }) });
  if (game.tags.includes('new')) badges.push({ tone: 'new', label: intl.formatMessage(badgeMessages.new) });
  if (game.tags.includes('jackpot')) badges.push({ tone: 'jackpot', label: intl.formatMessage(badgeMessages.jackpot) });
  if (game.tags.includes('popular')) badges.push({ tone: 'hot', label: intl.formatMessage(badgeMessages.hot) });
  if (game.tags.includes('exclusive')) badges.push({ tone: 'info', label: intl.formatMessage(badgeMessages.exclusive) });
  if (game.has_demo) badges.push({ tone: 'demo', label: intl.formatMessage(badgeMessages.demo) });
  return badges.slice(0, 2);
}
