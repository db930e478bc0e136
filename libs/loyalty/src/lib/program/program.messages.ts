import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const programMessages = texts('loyalty.program');

export const stepEarnMessage = defineMessage<{ alias: string }>(programMessages.stepEarn, { typed: true });

export const stepSpendMessage = defineMessage<{ alias: string }>(programMessages.stepSpend, { typed: true });
