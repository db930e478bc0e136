import * as v from 'valibot';
import { VALIDATION_LIMITS } from './limits';
import { asText } from './text-rules';
import { message, type CrossFieldRule } from './validation-error';

// Printable ASCII without the space: what every keyboard layout can type again at sign-in.
const ALLOWED = /^[\x21-\x7e]$/;

/** Shown for a space in the list of invalid characters, where a plain space would be invisible. */
export const SPACE_SYMBOL = '␣';

/** The characters of `password` that are not allowed, each once, in the order typed. */
export function invalidPasswordCharacters(password: string): string[] {
  const invalid = [...new Set([...password].filter((char) => !ALLOWED.test(char)))];
  return invalid.map((char) => (char === ' ' ? SPACE_SYMBOL : char));
}

const entered = v.check((text: string) => text !== '', message('passwordRequired'));

const onlyAllowedCharacters = v.check(
  (text: string) => invalidPasswordCharacters(text).length === 0,
  message('passwordSymbols', (input) => ({ symbols: invalidPasswordCharacters(String(input)).join(' ') })),
);

const { passwordField, password } = VALIDATION_LIMITS;

/** Password field rule: required, at least 6 characters, only allowed characters (the invalid ones listed). */
export const passwordRule = v.pipe(
  asText,
  entered,
  v.minLength(passwordField.min, message('passwordShort', { min: passwordField.min })),
  onlyAllowedCharacters,
);

/** Password form rule: required, 6 to 20 characters. */
export const passwordFormRule = v.pipe(
  asText,
  entered,
  v.minLength(password.min, message('passwordShort', { min: password.min })),
  v.maxLength(password.max, message('maxLength', { max: password.max })),
);

const asComparable = (value: unknown) => (value == null ? '' : String(value));

/** The password repeat: the password rule, and equal to `field` once that has a value. */
export function passwordRepeatRule(field = 'password'): CrossFieldRule {
  return (allValues) => {
    const previous = asComparable(allValues[field]);
    return v.pipe(passwordRule, v.check((text: string) => previous === '' || text === previous, message('passwordsNotEqual')));
  };
}

/** Same as another field's value. */
export function sameAsRule(field: string): CrossFieldRule {
  return (allValues) =>
    v.pipe(
      v.unknown(),
      v.check((value) => asComparable(value) === asComparable(allValues[field]), message('sameAs')),
    );
}
