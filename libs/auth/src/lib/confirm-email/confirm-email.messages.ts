import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const confirmEmailMessages = texts('auth.confirmEmail');

export const confirmEmailTextMessage = defineMessage<{ email: string }>(confirmEmailMessages.text, { typed: true });

export const confirmEmailSentMessage = defineMessage<{ email: string }>(confirmEmailMessages.sent, { typed: true });
