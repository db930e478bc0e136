import * as v from 'valibot';
import { VALIDATION_LIMITS } from './limits';
import { asText, filled, unlessEmpty } from './text-rules';
import { message } from './validation-error';

const UP_TO_MAX_DIGITS = new RegExp(`^\\d{1,${VALIDATION_LIMITS.postcode.maxDigits}}$`);

export type PostcodeRuleOptions = {
  /** A country's own format, as configured (a RegExp or its source text). */
  pattern?: RegExp | string;
  optional?: boolean;
};

/** Postcode: up to 8 digits by default, or the configured regular expression. */
export function postcodeRule({ pattern, optional = false }: PostcodeRuleOptions = {}) {
  const regex = pattern === undefined ? UP_TO_MAX_DIGITS : typeof pattern === 'string' ? new RegExp(pattern) : pattern;
  const matches = v.pipe(v.string(), v.check((text: string) => regex.test(text), message('postcode')));
  return optional ? unlessEmpty(matches) : v.pipe(asText, filled(), matches);
}
