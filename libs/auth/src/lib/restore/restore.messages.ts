import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const restoreMessages = texts('auth.restore');

export const restoreSentMessage = defineMessage<{ login: string }>(restoreMessages.sent, { typed: true });
