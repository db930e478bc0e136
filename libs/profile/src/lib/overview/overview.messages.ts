import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const overviewMessages = texts('profile.overview');

export const memberSinceMessage = defineMessage<{ date: string }>(overviewMessages.memberSince, { typed: true });

export const greetingMessage = defineMessage<{ name: string }>(overviewMessages.greeting, { typed: true });
