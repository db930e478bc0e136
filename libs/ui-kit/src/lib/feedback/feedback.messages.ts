import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const feedbackMessages = texts('uiKit.feedback');

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const progressMessage = defineMessage<{ value: string; max: string }>(feedbackMessages.progress, { typed: true });

export const countdownLabelMessage = defineMessage<{ days: number; hours: number; minutes: number; seconds: number }>(feedbackMessages.countdownLabel, { typed: true });
