import { defineMessage, defineMessages } from 'react-intl';
import { cataloguedMessages } from '@casino/i18n';
import type en from '../../messages/en.json';

const texts = cataloguedMessages<typeof en>();

export const depositMessages = defineMessages({
  title: { id: 'cashier.deposit.title', defaultMessage: 'Deposit' },
  methods: { id: 'cashier.deposit.methods', defaultMessage: 'Payment method' },
  noMethods: { id: 'cashier.deposit.noMethods', defaultMessage: 'No payment methods are available for your currency right now.' },
  noMethodsHint: { id: 'cashier.deposit.noMethodsHint', defaultMessage: 'Please try again later or contact support.' },
  unknownMethod: { id: 'cashier.deposit.unknownMethod', defaultMessage: 'That payment method is not available, so we picked another one for you.' },
  amount: { id: 'cashier.deposit.amount', defaultMessage: 'Amount' },
  offers: { id: 'cashier.deposit.offers', defaultMessage: 'Deposit offer' },
  noOffer: { id: 'cashier.deposit.noOffer', defaultMessage: 'No offer' },
  continue: { id: 'cashier.deposit.continue', defaultMessage: 'Continue' },
  limitTitle: { id: 'cashier.deposit.limitTitle', defaultMessage: 'Deposit limit' },
  limitReached: { id: 'cashier.deposit.limitReached', defaultMessage: 'You have reached your deposit limit. You can deposit again when it renews.' },
  periodday: { id: 'cashier.deposit.period.day', defaultMessage: 'per day' },
  periodweek: { id: 'cashier.deposit.period.week', defaultMessage: 'per week' },
  periodmonth: { id: 'cashier.deposit.period.month', defaultMessage: 'per month' },
  promoTitle: { id: 'cashier.promo.title', defaultMessage: 'Promo code' },
  promoLabel: { id: 'cashier.promo.label', defaultMessage: 'Promo code' },
  promoApply: { id: 'cashier.promo.apply', defaultMessage: 'Apply' },
  promoActivated: { id: 'cashier.promo.activated', defaultMessage: 'Promo code activated.' },
  promoTaken: { id: 'cashier.promo.taken', defaultMessage: 'Promo code accepted. Its offer applies to your next deposit.' },
  promoINVALID: { id: 'cashier.promo.error.invalid', defaultMessage: 'This promo code is not valid.' },
  promoNOT_FOUND: { id: 'cashier.promo.error.notFound', defaultMessage: 'We do not know this promo code. Check the spelling.' },
  promoEXPIRED: { id: 'cashier.promo.error.expired', defaultMessage: 'This promo code has expired.' },
  promoALREADY_ACTIVATED: { id: 'cashier.promo.error.alreadyActivated', defaultMessage: 'You have already used this promo code.' },
  promoRequired: { id: 'cashier.promo.required', defaultMessage: 'Enter a promo code.' },
});

export const methodRangeMessage = defineMessage<{ min: string; max: string }>(
  texts('cashier.deposit').methodRange,
  { typed: true },
);

export const limitAvailableMessage = defineMessage<{ available: string; limit: string; period: string }>(
  texts('cashier.deposit').limitAvailable,
  { typed: true },
);

export const limitRenewsMessage = defineMessage<{ date: string }>(
  texts('cashier.deposit').limitRenews,
  { typed: true },
);
/** The deposit's primary action where a shell offers it in its own place (Telegram's Main Button). */
export const depositAmountMessage = defineMessage<{ amount: string }>(
  texts('cashier.deposit').depositAmount,
  { typed: true },
);
