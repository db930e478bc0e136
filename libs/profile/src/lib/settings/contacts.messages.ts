import { defineMessage } from 'react-intl';
import { VALIDATION_MESSAGES } from '@casino/validators';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const contactsMessages = texts('profile.contacts');

/** SPEC.md 8: a contact the platform refuses gets the validators' own wrong email or wrong phone text. */
export const contactFormatMessages = {
  wrongEmail: { id: VALIDATION_MESSAGES.email.key, defaultMessage: VALIDATION_MESSAGES.email.defaultMessage },
  wrongPhone: { id: VALIDATION_MESSAGES.phone.key, defaultMessage: VALIDATION_MESSAGES.phone.defaultMessage },
};

export const resendInMessage = defineMessage<{ seconds: number }>(contactsMessages.resendIn, { typed: true });
