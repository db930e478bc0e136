import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const bonusesMessages = texts('profile.bonuses');

export const activateTextMessage = defineMessage<{ name: string; amount: string }>(
  texts('profile.bonuses').activateText,
  { typed: true },
);

export const burnTextMessage = defineMessage<{ name: string; active: string }>(
  texts('profile.bonuses').burnText,
  { typed: true },
);

export const removeTextMessage = defineMessage<{ name: string }>(
  texts('profile.bonuses').removeText,
  { typed: true },
);

export const bettingActivatedTextMessage = defineMessage<{ name: string; amount: string }>(
  texts('profile.bonuses').bettingActivatedText,
  { typed: true },
);
