import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const bettingPageMessages = texts('betting');

export const wageredMessage = defineMessage<{ wagered: string; required: string }>(texts('betting.bonuses').wagered, { typed: true });

export const validUntilMessage = defineMessage<{ date: string }>(texts('betting.bonuses').validUntil, { typed: true });
