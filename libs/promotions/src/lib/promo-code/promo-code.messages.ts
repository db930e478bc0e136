import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const promoCodeMessages = texts('promotions.promoCode');

export const codeValidMessage = defineMessage<{ code: string; title: string }>(
  texts('promotions.promoCode').valid,
  { typed: true },
);

export const activatedMessages = texts('promotions.activated');

export const activatedGrantedMessage = defineMessage<{ title: string }>(
  texts('promotions.activated').granted,
  { typed: true },
);

export const activatedTakenMessage = defineMessage<{ title: string }>(
  texts('promotions.activated').taken,
  { typed: true },
);
