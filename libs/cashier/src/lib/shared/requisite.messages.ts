import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

/** Labels of the payment details a method may ask for, by field type. */
export const requisiteMessages = texts('cashier.requisite');
