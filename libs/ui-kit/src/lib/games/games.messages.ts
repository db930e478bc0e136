import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();
const games = texts('uiKit.games');

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const gameMessages = {
  favourite: defineMessage<{ name: string }>(games.favourite, { typed: true }),
  limitReached: defineMessage<{ limit: number }>(games.limitReached, { typed: true }),
};
