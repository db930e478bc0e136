/** The countries the profile offers: the markets of the six site languages and their neighbours. */
export const PROFILE_COUNTRY_CODES = ['AE', 'AT', 'BR', 'CA', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'MT', 'NL', 'PL', 'PT', 'SA', 'ZA'] as const;

/** The name of a country in a language (Intl.DisplayNames); the code itself when the runtime does not know it. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The select options in the player's language, sorted by name; a stored code outside the list is kept. */
export function countryOptions(locale: string, current?: string): Array<{ value: string; label: string }> {
  const codes = new Set<string>(PROFILE_COUNTRY_CODES);
  if (current) codes.add(current.toUpperCase());
  return [...codes]
    .map((code) => ({ value: code, label: countryName(code, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
