import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const navigationMessages = texts('uiKit.navigation');

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const loadMoreProgressMessage = defineMessage<{ shown: string; total: string }>(navigationMessages.loadMoreProgress, { typed: true });
