import { cataloguedMessages } from '@casino/i18n';
import type en from '../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const telegramMessages = texts('telegram.game');
