/** A country a phone number may belong to: ISO code, calling code and the national number mask. */
export type PhoneCountry = {
  code: string;
  dialCode: string;
  mask: string;
};

/** The default choice of countries for the markets of the six site languages, and a few neighbours. */
export const defaultPhoneCountries: PhoneCountry[] = [
  { code: 'BR', dialCode: '55', mask: '(##) #####-####' },
  { code: 'PT', dialCode: '351', mask: '### ### ###' },
  { code: 'PL', dialCode: '48', mask: '### ### ###' },
  { code: 'ES', dialCode: '34', mask: '### ## ## ##' },
  { code: 'ZA', dialCode: '27', mask: '## ### ####' },
  { code: 'AE', dialCode: '971', mask: '## ### ####' },
  { code: 'GB', dialCode: '44', mask: '#### ######' },
  { code: 'DE', dialCode: '49', mask: '#### #######' },
];

