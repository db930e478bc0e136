import type { PaymentMethod } from '@casino/platform-contract';
import { sumRule, validate } from '@casino/validators';

/** The Sum rule of SPEC.md 5 for a method, as a react-intl message the form field translates. */
export function amountError(amount: unknown, method: Pick<PaymentMethod, 'min_amount' | 'max_amount' | 'currency'>, locale: string) {
  const error = validate(sumRule({ min: method.min_amount, max: method.max_amount, currency: method.currency, locale }), amount);
  return error && { id: error.key, defaultMessage: error.message, values: error.values };
}
