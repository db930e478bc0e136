import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const notificationsMessages = texts('loyalty.notifications');

export const creditedMessage = defineMessage<{ amount: string }>(notificationsMessages.credited, { typed: true });
