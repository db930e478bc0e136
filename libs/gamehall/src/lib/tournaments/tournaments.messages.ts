import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const tournamentsMessages = texts('gamehall.tournaments');

export const playersCountMessage = defineMessage<{ count: number }>(
  texts('gamehall.tournaments').players,
  { typed: true },
);

export const myStandingMessage = defineMessage<{ place: number; score: string }>(
  texts('gamehall.tournaments').myStanding,
  { typed: true },
);

export const placeMessage = defineMessage<{ place: number }>(
  texts('gamehall.tournaments').placeNumber,
  { typed: true },
);
