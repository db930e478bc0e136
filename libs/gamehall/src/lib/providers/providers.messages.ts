import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const providersMessages = texts('gamehall.providers');

export const providerGamesMessage = defineMessage<{ count: number }>(providersMessages.games, { typed: true });
