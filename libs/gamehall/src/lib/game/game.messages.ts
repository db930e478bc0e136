import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const gameMessages = texts('gamehall.game');

export const demoMessages = texts('gamehall.demo');

export const gameFrameTitle = defineMessage<{ name: string }>(gameMessages.frameTitle, { typed: true });

export const favouriteMessage = defineMessage<{ name: string }>(gameMessages.favourite, { typed: true });

/** Demo money is counted in demo coins, never in a real currency (DESIGN.md). */
export const demoCoinsMessage = defineMessage<{ amount: string }>(gameMessages.demoCoinsAmount, { typed: true });

/** A game page's description for search results and link previews; `demo` says whether it can be tried for free. */
export const gameHeadDescription = defineMessage<{ name: string; provider: string; demo: 'yes' | 'no' }>(gameMessages.headDescription, { typed: true });
