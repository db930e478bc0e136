import * as v from 'valibot';
import { message } from './validation-error';
import type { ValidationMessageName } from './messages';

/** Form values arrive as strings, numbers or nothing (final-form turns an emptied input into undefined). */
export const asText = v.pipe(
  v.union([v.string(), v.number(), v.null(), v.undefined()], message('wrongValue')),
  v.transform((value) => (value == null ? '' : String(value))),
);

/** The text is not blank. */
export const filled = (name: ValidationMessageName = 'required') =>
  v.check((text: string) => text.trim() !== '', message(name));

/** Runs `schema` only when the text is not blank: an optional field may stay empty. */
export const unlessEmpty = (schema: v.GenericSchema<string, unknown>) =>
  v.pipe(
    asText,
    v.transform((text) => (text.trim() === '' ? undefined : text)),
    v.optional(schema),
  );

function isFilled(value: unknown): boolean {
  if (value == null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Non-empty. Sex, login, documentType, documentNumber and cpf need nothing more (SPEC.md section 5). */
export const requiredRule = v.pipe(v.unknown(), v.check(isFilled, message('required')));

export type TextRuleOptions = { optional?: boolean };

/** Text: required unless marked optional. */
export function textRule({ optional = false }: TextRuleOptions = {}) {
  return optional ? asText : v.pipe(asText, filled());
}

export type CustomRuleOptions = { pattern?: RegExp | string; optional?: boolean };

/** Custom: the configured regular expression, or non-empty when there is none. */
export function customRule({ pattern, optional = false }: CustomRuleOptions = {}) {
  if (!pattern) return textRule({ optional });
  const regex = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
  const matches = v.pipe(v.string(), v.check((text: string) => regex.test(text), message('wrongValue')));
  return optional ? unlessEmpty(matches) : v.pipe(asText, filled(), matches);
}

/** At least `min` characters. */
export function minLengthRule(min: number) {
  return v.pipe(asText, v.minLength(min, message('minLength', { min })));
}

/** At most `max` characters. */
export function maxLengthRule(max: number) {
  return v.pipe(asText, v.maxLength(max, message('maxLength', { max })));
}

/** Required checkbox: must be ticked. */
export const requiredCheckboxRule = v.pipe(
  v.unknown(),
  v.check((value) => value === true, message('checkbox')),
);

/** Promo code: always valid locally; the server judges it (see mapPromoCodeError). */
export const promoCodeRule = v.unknown();
