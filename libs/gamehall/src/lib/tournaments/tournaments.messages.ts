import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const tournamentsMessages = texts('gamehall.tournaments');

export const playersCountMessage = defineMessage<{ count: number }>(tournamentsMessages.players, { typed: true });

export const myStandingMessage = defineMessage<{ place: number; score: string }>(tournamentsMessages.myStanding, { typed: true });

export const placeMessage = defineMessage<{ place: number }>(tournamentsMessages.placeNumber, { typed: true });
