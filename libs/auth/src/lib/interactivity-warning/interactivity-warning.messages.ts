import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const interactivityWarningMessages = texts('auth.interactivityWarning');

export const signOutInMessage = defineMessage<{ seconds: number }>(interactivityWarningMessages.text, { typed: true });
