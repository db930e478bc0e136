import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const securityMessages = texts('profile.security');

export const resendWaitMessage = defineMessage<{ seconds: number }>(securityMessages.resendWait, { typed: true });

export const codeSentMessage = defineMessage<{ login: string }>(securityMessages.codeSent, { typed: true });
