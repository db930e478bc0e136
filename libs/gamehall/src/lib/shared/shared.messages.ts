import { defineMessage, defineMessages } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const sharedMessages = defineMessages({
  badgeNew: { id: 'gamehall.badge.new', defaultMessage: 'New' },
  badgeDemo: { id: 'gamehall.badge.demo', defaultMessage: 'Demo' },
  badgeJackpot: { id: 'gamehall.badge.jackpot', defaultMessage: 'Jackpot' },
  badgeHot: { id: 'gamehall.badge.hot', defaultMessage: 'Hot' },
  badgeExclusive: { id: 'gamehall.badge.exclusive', defaultMessage: 'Exclusive' },
  likeFailed: { id: 'gamehall.likes.failed', defaultMessage: 'Your favourites could not be saved. Try again in a moment.' },
});

export const freeSpinsBadgeMessage = defineMessage<{ count: number }>(
  texts('gamehall.badge').freeSpins,
  { typed: true },
);
