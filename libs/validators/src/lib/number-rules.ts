import { formatMoney } from '@casino/i18n';
import * as v from 'valibot';
import { asText, filled } from './text-rules';
import { message } from './validation-error';

const asNumber = v.pipe(
  asText,
  filled(),
  v.transform((text) => Number(text.trim())),
  v.number(message('wrongValue')),
);

/** At least `min`. */
export function minValueRule(min: number) {
  return v.pipe(asNumber, v.minValue(min, message('minValue', { min })));
}

/** At most `max`. */
export function maxValueRule(max: number) {
  return v.pipe(asNumber, v.maxValue(max, message('maxValue', { max })));
}

export type SumRuleOptions = { min: number; max: number } & (
  | { currency: string; locale: string }
  | { format: (amount: number) => string }
);

/**
 * Sum: a whole positive number without a leading zero, within the field's min and max. Every failure
 * shows both bounds formatted in the currency ("Enter an amount from €10 to €1,000").
 */
export function sumRule(options: SumRuleOptions) {
  const format = 'format' in options ? options.format : (amount: number) => formatMoney(amount, options.currency, options.locale);
  const outOfRange = message('sum', () => ({ min: format(options.min), max: format(options.max) }));
  return v.pipe(
    asText,
    filled(),
    v.regex(/^[1-9]\d*$/, outOfRange),
    v.transform(Number),
    v.minValue(options.min, outOfRange),
    v.maxValue(options.max, outOfRange),
  );
}
