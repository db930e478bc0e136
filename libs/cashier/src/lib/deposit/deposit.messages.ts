import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const depositMessages = texts('cashier.deposit');

/** A deposit limit's period, as said after its amount. */
export const depositPeriodMessages = texts('cashier.deposit.period');

export const promoCodeMessages = texts('cashier.promo');

export const methodRangeMessage = defineMessage<{ min: string; max: string }>(depositMessages.methodRange, { typed: true });

export const limitAvailableMessage = defineMessage<{ available: string; limit: string; period: string }>(depositMessages.limitAvailable, { typed: true });

export const limitRenewsMessage = defineMessage<{ date: string }>(depositMessages.limitRenews, { typed: true });

/** The deposit's primary action where a shell offers it in its own place (Telegram's Main Button). */
export const depositAmountMessage = defineMessage<{ amount: string }>(depositMessages.depositAmount, { typed: true });
