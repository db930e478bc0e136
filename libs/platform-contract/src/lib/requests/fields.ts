import * as v from 'valibot';

/**
 * Field building blocks for request bodies and queries (SPEC.md 7.1): bodies travel as multipart form
 * data and queries as strings, so every field accepts its string form and parses it. Messages are the
 * default messages of SPEC.md 5, so a server answering InvalidParameterException speaks the site's words.
 */
export const MESSAGES = {
  required: 'Field is required',
  wrongField: 'Wrong field',
  email: 'Wrong email address',
  phone: 'Wrong phone number',
  fakename: 'Wrong fake name',
  password: 'Wrong password',
  name: 'Wrong symbols in name',
  address: 'Wrong address',
  postcode: 'Wrong postcode',
  iban: 'Wrong iban',
  date: 'Wrong date',
  code: 'code must contain 6 digits',
  minLength: (min: number) => `Min length is ${min}`,
  maxLength: (max: number) => `Max length is ${max}`,
  minValue: (min: number) => `Min value is ${min}`,
  maxValue: (max: number) => `Max value is ${max}`,
} as const;

/** A non-empty string after trimming; a missing value (null, absent, blank) is "Field is required". */
export const requiredText = v.pipe(v.string(MESSAGES.required), v.trim(), v.nonEmpty(MESSAGES.required));

/** An optional string: absent, null and blank all mean "not given" (undefined). */
export const optionalText = v.pipe(
  v.nullish(v.string(MESSAGES.wrongField)),
  v.transform((value) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim())),
);

/** The largest id a request may name: ids are 32-bit on the platform; larger numbers are refused, not rounded. */
export const MAX_ID = 2_147_483_647;
/** The largest list offset a request may ask for. */
export const MAX_OFFSET = 1_000_000_000;
/** The largest money amount (major units) a request may carry; methods have their own, lower, limits. */
export const MAX_AMOUNT = 1_000_000_000;

/** A whole number >= 0 given as a number or its decimal string, at most MAX_ID. */
export const wholeNumber = v.pipe(
  v.union([v.pipe(v.number(), v.integer(MESSAGES.wrongField)), v.pipe(v.string(), v.regex(/^\d{1,15}$/, MESSAGES.wrongField))], MESSAGES.required),
  v.transform(Number),
  v.number(),
  v.minValue(0, MESSAGES.minValue(0)),
  v.maxValue(MAX_ID, MESSAGES.maxValue(MAX_ID)),
);

export const optionalWholeNumber = v.optional(
  v.pipe(
    v.union([v.null(), v.literal(''), v.pipe(v.number(), v.integer(MESSAGES.wrongField)), v.pipe(v.string(), v.regex(/^\d{1,15}$/, MESSAGES.wrongField))]),
    v.transform((value) => (value === null || value === '' ? undefined : Number(value))),
    v.check((value) => value === undefined || (value >= 0 && value <= MAX_ID), MESSAGES.maxValue(MAX_ID)),
  ),
);

const countLike = v.union(
  [v.null(), v.literal(''), v.pipe(v.number(), v.integer(MESSAGES.wrongField)), v.pipe(v.string(), v.regex(/^\d{1,15}$/, MESSAGES.wrongField))],
  MESSAGES.wrongField,
);

/** Paging for list queries: offset from 0 to MAX_OFFSET (default 0), count from 1 to `max` (default `defaultCount`). */
export const paging = (defaultCount: number, max = 100) => ({
  offset: v.optional(
    v.pipe(
      countLike,
      v.transform((value) => (value === null || value === '' ? 0 : Number(value))),
      v.number(),
      v.minValue(0, MESSAGES.minValue(0)),
      v.maxValue(MAX_OFFSET, MESSAGES.maxValue(MAX_OFFSET)),
    ),
    0,
  ),
  count: v.optional(
    v.pipe(
      countLike,
      v.transform((value) => (value === null || value === '' ? defaultCount : Number(value))),
      v.number(),
      v.minValue(1, MESSAGES.minValue(1)),
      v.maxValue(max, MESSAGES.maxValue(max)),
    ),
    defaultCount,
  ),
});

/** A money amount in major units ("50", "12.5", 12.5): positive, at most two decimals, at most MAX_AMOUNT. */
export const moneyAmount = v.pipe(
  v.union([v.pipe(v.number(), v.finite(MESSAGES.wrongField)), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,10}(\.\d{1,2})?$/, MESSAGES.wrongField))], MESSAGES.required),
  v.transform(Number),
  v.number(),
  v.minValue(0.01, MESSAGES.minValue(0.01)),
  v.maxValue(MAX_AMOUNT, MESSAGES.maxValue(MAX_AMOUNT)),
);

/** A 0/1 switch as the platform sends them; "true"/"false" are accepted too. */
export const binaryFlag = v.pipe(
  v.union([v.picklist(['0', '1', 'true', 'false']), v.picklist([0, 1]), v.boolean()], MESSAGES.required),
  v.transform((value) => value === '1' || value === 'true' || value === 1 || value === true),
);

/** A comma-separated list ("a,b,c") or an array of strings; blank items are dropped. */
export const commaList = v.pipe(
  v.nullish(v.union([v.string(), v.array(v.string())]), ''),
  v.transform((value) => (Array.isArray(value) ? value : (value ?? '').split(',')).map((item) => item.trim()).filter(Boolean)),
);

/** An id as sent in a body or query: digits only. */
export const numericId = wholeNumber;

/** The email pattern of SPEC.md 5: x@y.z with one or two dot parts, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+){1,2}$/;
/** A phone number in international form, digits only after an optional +. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

export const email = v.pipe(requiredText, v.regex(EMAIL_PATTERN, MESSAGES.email));

/** Password (SPEC.md 5 form rule): required, 6 to 20 characters, no spaces or control characters. */
export const password = v.pipe(
  requiredText,
  v.minLength(6, MESSAGES.minLength(6)),
  v.maxLength(20, MESSAGES.maxLength(20)),
  v.regex(/^[\x21-\x7e]+$/, MESSAGES.password),
);

/** Fakename (SPEC.md 5): at least 4 characters, letters and digits only (at most 30). */
export const fakename = v.pipe(requiredText, v.minLength(4, MESSAGES.minLength(4)), v.maxLength(30, MESSAGES.maxLength(30)), v.regex(/^[\p{L}\d]+$/u, MESSAGES.fakename));

/** A verification code: exactly 6 digits, with the server's own message (SPEC.md 8). */
export const verificationCode = v.pipe(v.string(MESSAGES.code), v.trim(), v.regex(/^\d{6}$/, MESSAGES.code));

/** A date as yyyy-mm-dd with a 4-digit year. */
export const isoDate = v.pipe(requiredText, v.regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date), v.isoDate(MESSAGES.date));

export const optionalIsoDate = v.pipe(
  optionalText,
  v.check((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value))), MESSAGES.date),
);

/** A JSON object sent as a string field (for example `requisites` or `options`). */
export const jsonObject = v.pipe(
  v.nullish(v.union([v.string(), v.record(v.string(), v.unknown())]), '{}'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (typeof value !== 'string') return value as Record<string, unknown>;
    if (value.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    addIssue({ message: 'Must be a JSON object' });
    return NEVER;
  }),
);
