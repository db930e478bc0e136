const NO_BREAK = '\u00a0';
/** Currency signs and codes an operator's text writes beside an amount ("10 000 €", "€ 500", "R 200", "50 zł"). */
const CURRENCY = '(?:€|\\$|£|R\\$|R|zł|EUR|USD|PLN|BRL|ZAR)';
const GROUPED_DIGITS = /(\d) (?=\d{3}(?!\d))/g;
const SIGN_AFTER = new RegExp(`(\\d) (?=${CURRENCY}(?![\\p{L}\\d]))`, 'gu');
const SIGN_BEFORE = new RegExp(`((?<![\\p{L}\\d])${CURRENCY}) (?=\\d)`, 'gu');

/**
 * An operator's text (a CMS banner's title: "pula 10 000 €") with its amounts held together: the spaces between a
 * number's digit groups and between a number and its currency become no-break spaces, so a line never ends inside an
 * amount ("pula 10 / 000 €" at 1440 px). Formatted amounts (react-intl) already use no-break spaces.
 */
export function keepAmountsWhole(text: string): string {
  return text.replace(GROUPED_DIGITS, `$1${NO_BREAK}`).replace(SIGN_AFTER, `$1${NO_BREAK}`).replace(SIGN_BEFORE, `$1${NO_BREAK}`);
}
