import type { Locale } from '@casino/platform-contract';
import { t, toLocale, type TextKey } from '../content/texts';
import { canSetAll } from './display-font';

/**
 * Words drawn into art (a jackpot's tier, a live table's badge) come from the emulator's texts in the player's locale.
 * The display face sets Latin capitals only, so where a locale's word is in another script (Arabic) the art carries no
 * word at all: the site names the thing in its own text beside the image, and a word of another language would be
 * the one thing on the page the player cannot read.
 */
export function artWord(key: TextKey, locale: string): string | null {
  const word = t(key, locale);
  return canSetAll(word) ? word : null;
}

/**
 * The locale an image with the word `key` is drawn and cached for: null (the English image) where the locale's word
 * reads the same ("MEGA" in five languages), so the locales that can share one image do; art without words has none.
 */
export function artLocale(key: TextKey | undefined, locale: string): Locale | null {
  const wanted = toLocale(locale);
  if (!key || wanted === 'en' || artWord(key, wanted) === artWord(key, 'en')) return null;
  return wanted;
}

/** The query an image URL carries for the art's locale (`?lang=pl`), or nothing. */
export const artLangQuery = (key: TextKey | undefined, locale: string) => {
  const lang = artLocale(key, locale);
  return lang ? `?lang=${lang}` : '';
};
