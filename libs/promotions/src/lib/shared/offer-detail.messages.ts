import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const offerDetailMessages = texts('promotions.detail');

export const wagerTimesMessage = defineMessage<{ times: number }>(
  texts('promotions.detail').wagerTimes,
  { typed: true },
);

export const periodRangeMessage = defineMessage<{ start: string; end: string }>(
  texts('promotions.detail').periodRange,
  { typed: true },
);

export const periodUntilMessage = defineMessage<{ end: string }>(
  texts('promotions.detail').periodUntil,
  { typed: true },
);
