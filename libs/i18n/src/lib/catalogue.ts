import { isLocale, type Locale, LOCALES } from '@casino/platform-contract';

/** One locale's messages: react-intl id -> ICU message. */
export type Messages = Record<string, string>;

/** A lib's messages: one lazy loader per locale, so only the current locale is ever downloaded. */
export type Catalogue = Record<Locale, () => Promise<Messages>>;

/** What `import.meta.glob('./messages/*.json')` returns (with or without `{ import: 'default' }`). */
export type GlobbedMessageFiles = Record<string, () => Promise<unknown>>;

function toMessages(loaded: unknown, file: string): Messages {
  const value = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} is not a message object`);
  for (const [id, message] of Object.entries(value)) {
    // Production builds hand over messages precompiled to ICU syntax trees (tools/vite/precompiled-messages.ts),
    // which react-intl formats as it does strings, without shipping the ICU parser.
    if (typeof message !== 'string' && !Array.isArray(message)) throw new Error(`${file}: message ${id} is not a string`);
  }
  return value as Messages;
}

/**
 * Builds a lib's catalogue from its message files:
 * `export const cashierMessages = defineCatalogue(import.meta.glob('./messages/*.json'))`.
 * Throws when a locale has no file, so a forgotten translation fails at start-up, not in front of a player.
 */
export function defineCatalogue(files: GlobbedMessageFiles): Catalogue {
  const loaders = new Map<Locale, () => Promise<Messages>>();
  for (const [path, load] of Object.entries(files)) {
    const locale = path.split('/').pop()?.replace(/\.json$/, '');
    if (!isLocale(locale)) throw new Error(`Message file ${path} is not named after a locale (${LOCALES.join(', ')})`);
    loaders.set(locale, async () => toMessages(await load(), path));
  }
  const missing = LOCALES.filter((code) => !loaders.has(code));
  if (missing.length) throw new Error(`Message files missing for ${missing.join(', ')}`);
  return Object.fromEntries(loaders) as Catalogue;
}

/**
 * One download of a catalogue's locale, its table once it has arrived (read without waiting), and `settled`, which
 * resolves either way (what a component waits for: a failed download shows default texts, not an error page).
 */
type Download = { promise: Promise<Messages>; settled: Promise<void>; table?: Messages };

/** The value a map keeps under `key`, made by `create` and kept the first time. */
function kept<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

// Each catalogue's messages are fetched once per locale, then reused when the player switches back.
const downloads = new WeakMap<Catalogue, Map<Locale, Download>>();
// Every message of a locale that has arrived, whichever catalogue brought it. The provider hands react-intl this very
// object, which reads it when a text is formatted: a catalogue that arrives with a page's chunk (or a dialog's) is
// readable by that page's first render without a new react-intl object re-rendering every text already on screen.
const arrived = new Map<Locale, Messages>();

/** The live table of every message of `locale` that has arrived so far (it grows as catalogues arrive). */
export function arrivedMessages(locale: Locale): Messages {
  return kept(arrived, locale, () => ({}));
}

function downloadOne(catalogue: Catalogue, locale: Locale): Download {
  const byLocale = kept(downloads, catalogue, () => new Map<Locale, Download>());
  let download = byLocale.get(locale);
  if (!download) {
    const promise = catalogue[locale]();
    const started: Download = { promise, settled: promise.then(() => undefined, () => undefined) };
    started.promise.then(
      (table) => {
        started.table = table;
        Object.assign(arrivedMessages(locale), table);
      },
      // A failed download may be retried on the next switch.
      () => byLocale.delete(locale),
    );
    byLocale.set(locale, started);
    download = started;
  }
  return download;
}

const merged = (parts: readonly Messages[]): Messages => Object.assign({}, ...parts);

/** Loads one locale of every catalogue and merges them into one message table. */
export async function loadMessages(catalogues: readonly Catalogue[], locale: Locale): Promise<Messages> {
  return merged(await Promise.all(catalogues.map((catalogue) => downloadOne(catalogue, locale).promise)));
}

/**
 * The merged message table of `locale` when every catalogue's messages have already arrived (started by
 * `loadMessages`), else undefined: a provider mounting after them shows its texts in its very first render.
 */
export function loadedMessages(catalogues: readonly Catalogue[], locale: Locale): Messages | undefined {
  const tables = catalogues.map((catalogue) => downloads.get(catalogue)?.get(locale)?.table);
  return tables.every((table) => table !== undefined) ? merged(tables as Messages[]) : undefined;
}

// One wait per list of catalogues (the same array from render to render) and locale, so React's `use` can wait on it.
const waits = new WeakMap<readonly Catalogue[], Map<Locale, Promise<unknown>>>();

/**
 * What to wait for before showing a text of each of `catalogues` (a constant array) in `locale`: undefined when every
 * one has arrived, else a promise (the same one until then) that settles once each has arrived or failed.
 */
export function catalogueArrivals(catalogues: readonly Catalogue[], locale: Locale): Promise<unknown> | undefined {
  const pending = catalogues.map((catalogue) => downloadOne(catalogue, locale)).filter((download) => download.table === undefined);
  if (pending.length === 0) return undefined;
  const byLocale = kept(waits, catalogues, () => new Map<Locale, Promise<unknown>>());
  return kept(byLocale, locale, () => Promise.all(pending.map((download) => download.settled)));
}
