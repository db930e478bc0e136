/**
 * The two locales every rule and journey is checked in: the default, whose paths have no prefix, and a prefixed one
 * (the layout journeys walk all six, from `LOCALES` of platform-contract).
 */
export const TEST_LOCALES = [
  { code: 'en', prefix: '' },
  { code: 'pl', prefix: '/pl' },
] as const;
