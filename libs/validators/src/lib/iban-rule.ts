import * as v from 'valibot';
import { asText, filled } from './text-rules';
import { message } from './validation-error';

const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** ISO 13616: country, check digits, account; the rearranged number modulo 97 is 1. */
function isIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!SHAPE.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((char) => parseInt(char, 36)).join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** IBAN: required, a well-formed IBAN with valid check digits (spaces allowed). */
export const ibanRule = v.pipe(asText, filled(), v.check(isIban, message('iban')));
