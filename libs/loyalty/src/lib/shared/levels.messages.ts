import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const levelsMessages = texts('loyalty.levels');

export const levelFromMessage = defineMessage<{ amount: string }>(levelsMessages.from, { typed: true });
