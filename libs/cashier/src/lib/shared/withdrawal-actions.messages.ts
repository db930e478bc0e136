import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const withdrawalActionMessages = texts('cashier.withdrawal');

export const cancelWithdrawalLabel = defineMessage<{ amount: string }>(withdrawalActionMessages.cancelLabel, { typed: true });
