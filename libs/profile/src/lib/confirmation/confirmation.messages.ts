import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const confirmationMessages = texts('profile.confirmation');

export const confirmationTextMessage = defineMessage<{ contact: string }>(confirmationMessages.text, { typed: true });
