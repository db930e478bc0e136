import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const overviewMessages = texts('loyalty.overview');

export const progressLabelMessage = defineMessage<{ level: string }>(overviewMessages.progressLabel, { typed: true });

export const progressValueMessage = defineMessage<{ value: string; max: string }>(overviewMessages.progressValue, { typed: true });

export const remainingMessage = defineMessage<{ amount: string; level: string }>(overviewMessages.remaining, { typed: true });
