import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const promoCodeMessages = texts('promotions.promoCode');

export const codeValidMessage = defineMessage<{ code: string; title: string }>(promoCodeMessages.valid, { typed: true });

export const activatedMessages = texts('promotions.activated');

export const activatedGrantedMessage = defineMessage<{ title: string }>(activatedMessages.granted, { typed: true });

export const activatedTakenMessage = defineMessage<{ title: string }>(activatedMessages.taken, { typed: true });
