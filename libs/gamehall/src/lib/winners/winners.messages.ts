import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const winnersMessages = texts('gamehall.winners');

export const winLineMessage = defineMessage<{ player: string; amount: string }>(winnersMessages.line, { typed: true });
