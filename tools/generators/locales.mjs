// The site's locales for the workspace scripts, read from the one list (libs/platform-contract/src/lib/locales.ts):
// plain Node runs these scripts and cannot import TypeScript, so the list is read from its source, not copied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const source = readFileSync(join(import.meta.dirname, '../../libs/platform-contract/src/lib/locales.ts'), 'utf8');
const list = /export const LOCALES = \[([^\]]*)\] as const;/.exec(source)?.[1];
if (!list) throw new Error('libs/platform-contract/src/lib/locales.ts no longer declares `export const LOCALES = [...] as const;`');

/** en, pt-BR, pl, ca, af, ar: the platform contract's LOCALES. */
export const LOCALES = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
