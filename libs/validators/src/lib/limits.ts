/** The limits of SPEC.md section 9 that forms enforce; every rule reads them from here. */
export const VALIDATION_LIMITS = {
  /** Password form rule: 6 to 20 characters. */
  password: { min: 6, max: 20 },
  /** Password field rule: at least 6 characters. */
  passwordField: { min: 6 },
  /** Login / username: 5 to 30 characters. */
  login: { min: 5, max: 30 },
  /** Verification and two-factor codes: exactly 6 digits. */
  code: { length: 6 },
  /** Fake name (nickname): at least 4 characters. */
  fakename: { min: 4 },
  /** Postcode: up to 8 digits unless a form configures its own pattern. */
  postcode: { maxDigits: 8 },
} as const;
