import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const bonusesMessages = texts('profile.bonuses');

export const activateTextMessage = defineMessage<{ name: string; amount: string }>(bonusesMessages.activateText, { typed: true });

export const burnTextMessage = defineMessage<{ name: string; active: string }>(bonusesMessages.burnText, { typed: true });

export const removeTextMessage = defineMessage<{ name: string }>(bonusesMessages.removeText, { typed: true });

export const bettingActivatedTextMessage = defineMessage<{ name: string; amount: string }>(bonusesMessages.bettingActivatedText, { typed: true });
