import type { Catalogue, Messages } from './catalogue';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './locales';

/** Messages already loaded per locale, e.g. read from disk in a test. A missing locale counts as empty. */
export type LoadedCatalogue = Partial<Record<Locale, Messages>>;

export type CatalogueProblem = {
  locale: Locale;
  key: string;
  problem:
    | 'missing' // in English, not in this locale
    | 'untranslated' // the same text as English
    | 'unknown' // in this locale, not in English
    | 'placeholders' // other {placeholders} than English
    | 'empty';
};

export type CompletenessOptions = {
  /** Message ids or English texts that may stay identical (brand names such as "Telegram"). */
  allowIdentical?: readonly string[];
};

const LETTER = /\p{L}/u;
// Argument names of an ICU message: `{min}`, `{count, plural, ...}`.
const ARGUMENT = /\{\s*([\p{L}\p{N}_]+)\s*[,}]/gu;

function argumentsOf(message: string): string {
  return [...new Set([...message.matchAll(ARGUMENT)].map((match) => match[1]))].sort().join(',');
}

/** True when a text needs no translation: numbers, symbols and placeholders only. */
function hasWords(message: string): boolean {
  return LETTER.test(message.replace(/\{[^{}]*\}/g, ''));
}

async function load(catalogue: Catalogue | LoadedCatalogue): Promise<LoadedCatalogue> {
  const entries = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const source = catalogue[locale];
      return [locale, typeof source === 'function' ? await source() : source] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, messages]) => messages !== undefined));
}

/**
 * Every problem that keeps a catalogue from being fully translated: English is the reference, every
 * other locale needs every key, with a text of its own and the same placeholders. Use it in each lib's
 * spec: `expect(await checkCatalogueCompleteness(cashierMessages)).toEqual([])`.
 */
export async function checkCatalogueCompleteness(
  catalogue: Catalogue | LoadedCatalogue,
  { allowIdentical = [] }: CompletenessOptions = {},
): Promise<CatalogueProblem[]> {
  const all = await load(catalogue);
  const english = all[DEFAULT_LOCALE] ?? {};
  const problems: CatalogueProblem[] = [];
  for (const locale of LOCALE_CODES) {
    const messages = all[locale] ?? {};
    for (const [key, source] of Object.entries(english)) {
      const text = messages[key];
      if (text === undefined) problems.push({ locale, key, problem: 'missing' });
      else if (!text.trim()) problems.push({ locale, key, problem: 'empty' });
      else if (argumentsOf(text) !== argumentsOf(source)) problems.push({ locale, key, problem: 'placeholders' });
      else if (
        locale !== DEFAULT_LOCALE &&
        text === source &&
        hasWords(source) &&
        !allowIdentical.includes(key) &&
        !allowIdentical.includes(source)
      ) {
        problems.push({ locale, key, problem: 'untranslated' });
      }
    }
    for (const key of Object.keys(messages)) {
      if (!(key in english)) problems.push({ locale, key, problem: 'unknown' });
    }
  }
  return problems;
}
