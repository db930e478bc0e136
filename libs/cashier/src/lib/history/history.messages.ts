import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const historyMessages = texts('cashier.history');

/** Each history type's tab. */
export const historyTabMessages = texts('cashier.history.tab');

/** Each history type's empty state; its hint is historyMessages.emptyHint for deposits. */
export const historyEmptyMessages = texts('cashier.history.empty');

export const historyEmptyHintMessages = texts('cashier.history.emptyHint');
