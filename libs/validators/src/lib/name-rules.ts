import * as v from 'valibot';
import { VALIDATION_LIMITS } from './limits';
import { asText, filled } from './text-rules';
import { message } from './validation-error';

/** Characters a name must not contain (SPEC.md section 5), digits aside. */
export const NAME_FORBIDDEN_CHARACTERS = [
  '@', '_', '"', '!', '?', '#', '$', '%', '^', '&', '*', '(', ')', '{', '}', '[', ']',
  '|', '/', '\\', '<', '>', '~', '§', '+', ':', ';', '`',
] as const;

/** An address may also contain digits, `|` and `/`. */
export const ADDRESS_FORBIDDEN_CHARACTERS = NAME_FORBIDDEN_CHARACTERS.filter((char) => char !== '|' && char !== '/');

/**
 * The less strict name variant: digits and the punctuation of company and family names
 * (`! ? & ( ) /`) pass; markup and code characters still do not.
 */
export const LOOSE_NAME_FORBIDDEN_CHARACTERS = NAME_FORBIDDEN_CHARACTERS.filter((char) => !'!?&()/'.includes(char));

const DIGIT = /\p{Nd}/u;

const containsNone = (characters: readonly string[]) => (text: string) =>
  ![...text].some((char) => characters.includes(char));

/** Name: no digits and none of NAME_FORBIDDEN_CHARACTERS; empty gives required. */
export const personNameRule = v.pipe(
  asText,
  filled(),
  v.check((text: string) => !DIGIT.test(text), message('nameSymbols')),
  v.check(containsNone(NAME_FORBIDDEN_CHARACTERS), message('nameSymbols')),
);

/** The less strict name variant: digits allowed, fewer forbidden characters. */
export const looseNameRule = v.pipe(
  asText,
  filled(),
  v.check(containsNone(LOOSE_NAME_FORBIDDEN_CHARACTERS), message('nameSymbols')),
);

/** Address: as name, but digits, `|` and `/` are allowed. */
export const addressRule = v.pipe(asText, filled(), v.check(containsNone(ADDRESS_FORBIDDEN_CHARACTERS), message('address')));

/** Card holder: letters, space, dot, apostrophe, hyphen. */
export const cardHolderRule = v.pipe(asText, filled(), v.regex(/^[\p{L} .'’-]+$/u, message('nameSymbols')));

/** Fake name: no spaces, only letters and digits, at least 4 characters. */
export const fakenameRule = v.pipe(
  asText,
  filled(),
  v.check((text: string) => !/\s/.test(text), message('fakenameSpace')),
  v.regex(/^[\p{L}\p{N}]+$/u, message('fakenameSymbols')),
  v.minLength(VALIDATION_LIMITS.fakename.min, message('fakenameShort', { min: VALIDATION_LIMITS.fakename.min })),
);

/** Login / username: 5 to 30 characters, only letters, digits, dot and hyphen. */
export const usernameRule = v.pipe(
  asText,
  filled(),
  v.minLength(VALIDATION_LIMITS.login.min, message('minLength', { min: VALIDATION_LIMITS.login.min })),
  v.maxLength(VALIDATION_LIMITS.login.max, message('maxLength', { max: VALIDATION_LIMITS.login.max })),
  v.regex(/^[\p{L}\p{N}.-]+$/u, message('nameSymbols')),
);
