import * as v from 'valibot';
import {
  binaryFlag,
  commaList,
  email,
  fakename,
  EMAIL_PATTERN,
  MESSAGES,
  optionalIsoDate,
  optionalText,
  password,
  PHONE_PATTERN,
  requiredText,
  verificationCode,
} from './fields';

/** A contact is an email or a phone number; a leading + of a phone is optional. */
export const contactField = v.pipe(
  requiredText,
  v.check((value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value.replace(/[\s()-]/g, '')), MESSAGES.wrongField),
);

export const addContactBodySchema = v.object({ contact: contactField, phone_country_code: optionalText });
export const confirmContactBodySchema = v.object({ contact: contactField, code: verificationCode });
export const sendConfirmationToContactBodySchema = v.object({ contact: contactField });

export const changeFakenameBodySchema = v.object({ fakename });

export const changeLocaleBodySchema = v.object({ locale: requiredText });

/** Change of password: the current one and the new one (with an optional repeat that must match). */
export const changePasswordBodySchema = v.pipe(
  v.object({ old_password: requiredText, new_password: password, repeat_password: optionalText }),
  v.forward(
    v.check((input) => input.repeat_password === undefined || input.repeat_password === input.new_password, 'Same as field'),
    ['repeat_password'],
  ),
);

export const changeSubscriptionBodySchema = v.object({ contact: contactField, subscription: binaryFlag });

/** Starting a two-factor switch needs nothing; confirming it needs the code from the outbox. */
export const changeTwoFactorAuthBodySchema = v.object({});
export const confirmTwoFactorAuthBodySchema = v.object({ code: verificationCode });

const NAME_FORBIDDEN = /[\d@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/;
const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/;
const optionalName = v.pipe(optionalText, v.check((value) => value === undefined || !NAME_FORBIDDEN.test(value), MESSAGES.name));

/** Profile fields (SPEC.md 3 Profile); every field is optional, a given one must be valid. */
export const saveProfileInfoBodySchema = v.object({
  first_name: optionalName,
  last_name: optionalName,
  sex: v.pipe(optionalText, v.check((value) => value === undefined || /^[0-2]$/.test(value), MESSAGES.wrongField)),
  birth_date: optionalIsoDate,
  document_type: optionalText,
  document_number: optionalText,
  cpf: v.pipe(optionalText, v.check((value) => value === undefined || /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(value), MESSAGES.wrongField)),
  country: optionalText,
  country_code: v.pipe(optionalText, v.check((value) => value === undefined || /^[A-Za-z]{2}$/.test(value), MESSAGES.wrongField)),
  region: optionalText,
  home_town: optionalName,
  address: v.pipe(optionalText, v.check((value) => value === undefined || !ADDRESS_FORBIDDEN.test(value), MESSAGES.address)),
  postcode: v.pipe(optionalText, v.check((value) => value === undefined || /^[\dA-Za-z -]{1,10}$/.test(value), MESSAGES.postcode)),
});

export const setUserOnVerificationBodySchema = v.object({});
export const setCurrencyBodySchema = v.object({ currency: v.pipe(requiredText, v.regex(/^[A-Z]{3}$/, MESSAGES.wrongField)) });

/** Unsubscribe from a mail link (token) or, signed in, one contact or all of them. */
export const unsubscribeBodySchema = v.object({ token: optionalText, contact: optionalText });

export const getCurrencyRatesQuerySchema = v.object({ currency: v.pipe(optionalText, v.check((value) => value === undefined || /^[A-Z]{3}$/.test(value), MESSAGES.wrongField)) });
export const getPersonalDataFieldsQuerySchema = v.object({ type: v.pipe(optionalText, v.check((value) => value === undefined || ['profile', 'withdrawal', 'deposit', 'registration'].includes(value), MESSAGES.wrongField)) });
export const getProfileInfoQuerySchema = v.object({ fields: commaList });

export { email, password };
