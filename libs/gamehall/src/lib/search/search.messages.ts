import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const searchMessages = texts('gamehall.search');

export const resultsCountMessage = defineMessage<{ count: number }>(searchMessages.resultsCount, { typed: true });

export const minLengthMessage = defineMessage<{ min: number }>(searchMessages.minLength, { typed: true });
