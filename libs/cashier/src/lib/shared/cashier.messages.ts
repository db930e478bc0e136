import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

/** Texts shared by every cashier screen. */
export const cashierMessages = texts('cashier');

/** The cashier's section navigation. */
export const cashierNavMessages = texts('cashier.nav');
