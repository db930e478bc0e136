import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const hallMessages = texts('gamehall.hall');

export const gamesCountMessage = defineMessage<{ count: number }>(
  texts('gamehall.hall').gamesCount,
  { typed: true },
);

export const providersCountMessage = defineMessage<{ count: number }>(
  texts('gamehall.hall').providersCount,
  { typed: true },
);

export const removeProviderMessage = defineMessage<{ name: string }>(
  texts('gamehall.hall').removeProvider,
  { typed: true },
);
