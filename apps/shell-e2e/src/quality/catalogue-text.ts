import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../../../..');
// Each lib and shell keeps its catalogues in src/messages.
const MESSAGE_FOLDERS = [
  'apps/shell/src/messages',
  'apps/telegram-shell/src/messages',
  ...readdirSync(join(workspaceRoot, 'libs')).map((lib) => `libs/${lib}/src/messages`),
];
const catalogues = new Map<string, Record<string, string>>();

function catalogue(locale: string): Record<string, string> {
  const cached = catalogues.get(locale);
  if (cached) return cached;
  const merged: Record<string, string> = {};
  for (const folder of MESSAGE_FOLDERS) {
    const file = join(workspaceRoot, folder, `${locale}.json`);
    if (existsSync(file)) Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  catalogues.set(locale, merged);
  return merged;
}

/**
 * The text a player reads for a message id in a locale, from the same catalogues the site ships, so one
 * step finds "Search games" in English and its Polish label in Polish.
 */
export function textOf(id: string, locale: string): string {
  const text = catalogue(locale)[id];
  if (text === undefined) throw new Error(`No text "${id}" in the ${locale} catalogues`);
  return text;
}

/** Every message id of the site's catalogues: none of them should ever be what a player reads. */
export function messageIds(): string[] {
  return Object.keys(catalogue('en'));
}
