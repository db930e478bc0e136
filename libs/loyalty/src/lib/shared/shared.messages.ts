import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const sharedMessages = texts('loyalty.shared');

export const pointsAmountMessage = defineMessage<{ amount: string; alias: string }>(sharedMessages.pointsAmount, { typed: true });
