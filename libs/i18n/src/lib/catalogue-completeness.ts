import type { Catalogue, Messages } from './catalogue';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@casino/platform-contract';

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
  /** More message ids or English texts that may stay identical, on top of ALLOWED_IDENTICAL_TEXTS. */
  allowIdentical?: readonly string[];
};

/** Brand names and loanwords that read the same in every language of the site. */
export const ALLOWED_IDENTICAL_TEXTS: readonly string[] = [
  'Telegram',
  'IBAN',
  'PIX',
  'CPF',
  'E-mail',
  'Cashback',
  'Jackpot',
  'Bonus',
  'Login',
];

const LETTER = /\p{L}/u;
const BRANCHING = new Set(['plural', 'selectordinal', 'select']);

/**
 * The argument names of an ICU message (`{min}`, `{count, plural, one {...} ...}`), read with a small
 * parser because plural branches such as `two {لعبتان}` look like arguments to a regular expression.
 */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  let at = 0;

  const readUntil = (stops: string): string => {
    const start = at;
    while (at < message.length && !stops.includes(message[at])) at += 1;
    return message.slice(start, at).trim();
  };

  // Message text up to the `}` that closes it (or the end); `{` opens an argument.
  const readText = (): void => {
    while (at < message.length && message[at] !== '}') {
      if (message[at] === '{') readArgument();
      else at += 1;
    }
  };

  const readArgument = (): void => {
    at += 1; // {
    names.add(readUntil(',}'));
    if (message[at] === ',') {
      at += 1;
      const type = readUntil(',}');
      if (BRANCHING.has(type) && message[at] === ',') {
        at += 1;
        while (at < message.length && message[at] !== '}') {
          if (message[at] === '{') {
            at += 1;
            readText();
          }
          at += 1;
        }
      } else {
        readUntil('}'); // number, date or time style
      }
    }
    at += 1; // }
  };

  readText();
  return [...names];
}

function argumentsOf(message: string): string {
  return argumentNames(message).sort().join(',');
}

/** True when a text needs no translation: numbers, symbols and placeholders only. */
function hasWords(message: string): boolean {
  return LETTER.test(message.replace(/\{[^{}]*\}/g, ''));
}

async function load(catalogue: Catalogue | LoadedCatalogue): Promise<LoadedCatalogue> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const source = catalogue[locale];
      return [locale, typeof source === 'function' ? await source() : source] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, messages]) => messages !== undefined));
}

/**
 * Every problem that keeps a catalogue from being fully translated: English is the reference, every
 * other locale needs every key, with a text of its own (numbers, symbols and ALLOWED_IDENTICAL_TEXTS
 * may stay as they are) and the same placeholders. Use it in each lib's
 * spec: `expect(await checkCatalogueCompleteness(cashierMessages)).toEqual([])`.
 */
export async function checkCatalogueCompleteness(
  catalogue: Catalogue | LoadedCatalogue,
  options: CompletenessOptions = {},
): Promise<CatalogueProblem[]> {
  const allowIdentical = [...ALLOWED_IDENTICAL_TEXTS, ...(options.allowIdentical ?? [])];
  const all = await load(catalogue);
  const english = all[DEFAULT_LOCALE] ?? {};
  const problems: CatalogueProblem[] = [];
  for (const locale of LOCALES) {
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
