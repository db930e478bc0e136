import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const offerDetailMessages = texts('promotions.detail');

export const wagerTimesMessage = defineMessage<{ times: number }>(offerDetailMessages.wagerTimes, { typed: true });

export const periodRangeMessage = defineMessage<{ start: string; end: string }>(offerDetailMessages.periodRange, { typed: true });

export const periodUntilMessage = defineMessage<{ end: string }>(offerDetailMessages.periodUntil, { typed: true });
