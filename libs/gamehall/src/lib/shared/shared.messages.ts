import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const badgeMessages = texts('gamehall.badge');

export const likesMessages = texts('gamehall.likes');

export const freeSpinsBadgeMessage = defineMessage<{ count: number }>(badgeMessages.freeSpins, { typed: true });
