import * as v from 'valibot';
import { asText } from './text-rules';
import { message } from './validation-error';

/** x@y.z or x@y.z.w: one or two dot parts after the domain name, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/;

/** Email: required, then the pattern. */
export const emailRule = v.pipe(
  asText,
  v.check((text: string) => text.trim() !== '', message('emailRequired')),
  v.regex(EMAIL, message('email')),
);

/** What a phone field with a country picker reports: the number and whether it is valid there. */
export type PhoneValue = { number: string; isValid: boolean };

// A plain text value (no country picker) is judged as E.164: optional +, 7 to 15 digits.
const E164 = /^\+?\d{7,15}$/;

function toPhone(value: unknown): PhoneValue | undefined {
  if (value == null) return { number: '', isValid: false };
  if (typeof value === 'string' || typeof value === 'number') {
    const number = String(value);
    return { number, isValid: E164.test(number.replace(/[\s()-]/g, '')) };
  }
  if (typeof value === 'object' && 'number' in value && 'isValid' in value) {
    const { number, isValid } = value;
    if (typeof number === 'string' && typeof isValid === 'boolean') return { number, isValid };
  }
  return undefined;
}

/** Phone: required and flagged valid. */
export const phoneRule = v.pipe(
  v.unknown(),
  v.transform(toPhone),
  v.object({ number: v.string(), isValid: v.boolean() }, message('phone')),
  v.check((phone) => phone.number.trim() !== '', message('phoneRequired')),
  v.check((phone) => phone.isValid, message('phone')),
);
