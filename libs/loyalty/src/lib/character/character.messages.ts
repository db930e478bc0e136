import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const characterMessages = texts('loyalty.character');

export const confirmCharacterMessage = defineMessage<{ name: string }>(characterMessages.confirmTitle, { typed: true });

export const changedMessage = defineMessage<{ name: string }>(characterMessages.changed, { typed: true });
