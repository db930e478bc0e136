import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();
const icons = texts('uiKit.icons');

// Messages with placeholders use defineMessage<Values> so formatMessage checks their values.
export const iconMessages = {
  pageTitle: icons.pageTitle,
  pageDescription: defineMessage<{ count: number }>(icons.pageDescription, { typed: true }),
};
