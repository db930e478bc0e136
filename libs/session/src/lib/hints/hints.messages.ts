import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const hintsMessages = texts('session.hints');

export const registrationHintMessages = texts('session.hints.registration');

export const confirmEmailHintMessages = texts('session.hints.confirmEmail');

export const confirmPhoneHintMessages = texts('session.hints.confirmPhone');
