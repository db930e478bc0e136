import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const billingMessages = texts('cashier.billing');

export const payMessage = defineMessage<{ amount: string }>(billingMessages.pay, { typed: true });
