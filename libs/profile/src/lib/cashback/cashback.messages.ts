import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const cashbackMessages = texts('profile.cashback');

export const cashbackAmountMessage = defineMessage<{ amount: string }>(cashbackMessages.dialogAmount, { typed: true });
