import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

/** The spec's own key (SPEC.md 8), kept as it is named there. */
export const telegramMessages = texts('popups.registration');
