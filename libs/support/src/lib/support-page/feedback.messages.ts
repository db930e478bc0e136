import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const feedbackMessages = texts('support.feedback');

export const feedbackCounterMessage = defineMessage<{ count: number; max: number }>(feedbackMessages.counter, { typed: true });

export const feedbackSentMessage = defineMessage<{ email: string }>(feedbackMessages.sentText, { typed: true });
