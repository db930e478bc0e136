import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const paymentResultMessages = texts('cashier.result');

export const successAmountMessage = defineMessage<{ amount: string }>(paymentResultMessages.successAmount, { typed: true });

export const failAmountMessage = defineMessage<{ amount: string }>(paymentResultMessages.failAmount, { typed: true });
