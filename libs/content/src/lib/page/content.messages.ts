import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const contentMessages = texts('content');

export const lastUpdatedMessage = defineMessage<{ date: string }>(texts('content.page').lastUpdated, { typed: true });
