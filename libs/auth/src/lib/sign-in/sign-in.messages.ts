import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const signInMessages = texts('auth.signIn');

export const twoFactorMessages = texts('auth.twoFactor');

export const codeSentMessage = defineMessage<{ login: string }>(twoFactorMessages.codeSent, { typed: true });

export const resendInMessage = defineMessage<{ seconds: number }>(twoFactorMessages.resendIn, { typed: true });

/** Sign-in refused by the player's own responsible-gaming choice, with when it ends. */
export const restrictedMessage = defineMessage<{ restriction: string; date: string }>(signInMessages.restricted, { typed: true });
