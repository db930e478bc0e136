import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const paymentResultMessages = texts('cashier.result');

export const successAmountMessage = defineMessage<{ amount: string }>(
  texts('cashier.result').successAmount,
  { typed: true },
);

export const failAmountMessage = defineMessage<{ amount: string }>(
  texts('cashier.result').failAmount,
  { typed: true },
);
