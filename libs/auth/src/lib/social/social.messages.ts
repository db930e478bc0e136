import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const socialMessages = texts('auth.social');

export const continueWithMessage = defineMessage<{ service: string }>(socialMessages.continueWith, { typed: true });
