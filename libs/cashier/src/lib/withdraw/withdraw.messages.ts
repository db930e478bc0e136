import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const withdrawMessages = texts('cashier.withdraw');

export const availableMessage = defineMessage<{ amount: string }>(withdrawMessages.available, { typed: true });

export const dailyLimitMessage = defineMessage<{ amount: string; count: number }>(withdrawMessages.dailyLimit, { typed: true });
