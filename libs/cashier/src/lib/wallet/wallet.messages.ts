import { defineMessage } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const walletMessages = texts('cashier.wallet');
/** Demo money is counted in demo coins, never in a real currency (DESIGN.md). */
export const demoCoinsMessage = defineMessage<{ amount: string }>(walletMessages.demoCoinsAmount, { typed: true });
