import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const hallMessages = texts('gamehall.hall');

export const gamesCountMessage = defineMessage<{ count: number }>(hallMessages.gamesCount, { typed: true });

export const providersCountMessage = defineMessage<{ count: number }>(hallMessages.providersCount, { typed: true });

export const removeProviderMessage = defineMessage<{ name: string }>(hallMessages.removeProvider, { typed: true });
