import * as v from 'valibot';
import { binaryFlag, EMAIL_PATTERN, fakename, MESSAGES, optionalText, password, PHONE_PATTERN, requiredText } from './fields';

/** auth.login: login (an email or a phone without its leading +), password and, for two-factor, the code. */
export const loginBodySchema = v.object({
  login: v.pipe(requiredText, v.maxLength(254, MESSAGES.maxLength(254)), v.transform((value) => value.replace(/^\+/, ''))),
  password: v.pipe(requiredText, v.maxLength(200, MESSAGES.maxLength(200))),
  code: optionalText,
});

export const restoreBodySchema = v.object({
  login: v.pipe(requiredText, v.check((value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value), MESSAGES.wrongField)),
});

const currency = v.pipe(optionalText, v.check((value) => value === undefined || /^[A-Z]{3}$/.test(value), MESSAGES.wrongField));

/** Registration with the form: an email login, a password, a currency, optional extras. */
export const formRegisterBodySchema = v.object({
  type: v.optional(v.nullable(v.literal('form')), 'form'),
  login: v.pipe(requiredText, v.regex(EMAIL_PATTERN, MESSAGES.email)),
  password,
  currency,
  /** The same rule as account.changefakename; blank or null means none. */
  fakename: v.optional(v.union([v.pipe(v.nullable(v.literal('')), v.transform(() => undefined)), fakename])),
  promo_code: optionalText,
  terms: v.optional(binaryFlag),
  is_subscribed: v.optional(binaryFlag),
});

/** Fast registration: the platform makes up the credentials; a currency and a promo code are optional. */
export const fastRegisterBodySchema = v.object({
  type: v.literal('fast'),
  currency,
  promo_code: optionalText,
});

/** The Telegram mini-app body (SPEC.md 7.2): `payload` is the raw init data, `hash` its signature. */
export const telegramRegisterBodySchema = v.object({
  is_tg: binaryFlag,
  id: v.pipe(requiredText, v.regex(/^\d+$/, MESSAGES.wrongField)),
  username: optionalText,
  hash: v.pipe(requiredText, v.regex(/^[0-9a-f]{64}$/, MESSAGES.wrongField)),
  language_code: optionalText,
  payload: requiredText,
});
