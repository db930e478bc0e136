import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const receiptMessages = texts('cashier.receipt');

export const receiptNumberMessage = defineMessage<{ id: string }>(receiptMessages.number, { typed: true });
