import { defineMessage, defineMessages } from 'react-intl';

export const promoCodeMessages = defineMessages({
  title: { id: 'promotions.promoCode.title', defaultMessage: 'Have a promo code?' },
  hint: { id: 'promotions.promoCode.hint', defaultMessage: 'Enter it to unlock its bonus, free spins or free bet.' },
  label: { id: 'promotions.promoCode.label', defaultMessage: 'Promo code' },
  activate: { id: 'promotions.promoCode.activate', defaultMessage: 'Activate' },
  check: { id: 'promotions.promoCode.check', defaultMessage: 'Check code' },
  signIn: { id: 'promotions.promoCode.signIn', defaultMessage: 'Sign in to activate' },
  failed: { id: 'promotions.promoCode.failed', defaultMessage: 'We could not check the code right now. Try again in a moment.' },
  // The per-code texts of SPEC.md 5 when the CMS has none: what the platform's error_data.promo_code[0] means.
  INVALID: { id: 'promotions.promoCode.error.invalid', defaultMessage: 'This promo code is not valid. Check it and try again.' },
  NOT_FOUND: { id: 'promotions.promoCode.error.notFound', defaultMessage: 'This promo code does not exist. Check the spelling.' },
  EXPIRED: { id: 'promotions.promoCode.error.expired', defaultMessage: 'This promo code has expired.' },
  NOT_STARTED: { id: 'promotions.promoCode.error.notStarted', defaultMessage: 'This promotion has not started yet. Try again later.' },
  ALREADY_ACTIVATED: { id: 'promotions.promoCode.error.alreadyActivated', defaultMessage: 'You have already used this promo code.' },
});

export const codeValidMessage = defineMessage<{ code: string; title: string }>(
  { id: 'promotions.promoCode.valid', defaultMessage: 'The code {code} unlocks “{title}”. Sign in to activate it.' },
  { typed: true },
);

export const activatedMessages = defineMessages({
  title: { id: 'promotions.activated.title', defaultMessage: 'Promo code activated' },
  depositCta: { id: 'promotions.activated.depositCta', defaultMessage: 'Make a deposit' },
  ok: { id: 'promotions.activated.ok', defaultMessage: 'Continue' },
});

export const activatedGrantedMessage = defineMessage<{ title: string }>(
  { id: 'promotions.activated.granted', defaultMessage: '“{title}” is now on your account. Enjoy!' },
  { typed: true },
);

export const activatedTakenMessage = defineMessage<{ title: string }>(
  { id: 'promotions.activated.taken', defaultMessage: '“{title}” is reserved for you and applies to your next deposit.' },
  { typed: true },
);
