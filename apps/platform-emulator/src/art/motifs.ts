import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * Illustrated motifs from game-icons.net (https://game-icons.net, CC BY 3.0, by Lorc, Delapouite and
 * contributors), through the @iconify-json/game-icons package. Every icon is a 512x512 silhouette.
 */

type IconSet = { icons: Record<string, { body: string }> };

let bodies: Map<string, string> | null = null;

/** The set is a 6 MB file: read it on the first drawing, keep only the paths of the icons asked for so far. */
function loadSet(): IconSet {
  const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
  return JSON.parse(readFileSync(file, 'utf8')) as IconSet;
}

let set: IconSet | null = null;

/** The path data (`d`) of a game-icons icon, joined when the icon has several paths. */
export function motifPath(name: string): string {
  bodies ??= new Map();
  const known = bodies.get(name);
  if (known !== undefined) return known;
  set ??= loadSet();
  releaseLater();
  const body = set.icons[name]?.body;
  if (!body) throw new Error(`No game-icons icon "${name}"`);
  const d = [...body.matchAll(/\sd="([^"]+)"/g)].map((match) => match[1]).join('');
  bodies.set(name, d);
  return d;
}

let release: NodeJS.Timeout | null = null;
/** Drops the parsed set a while after the last drawing: the emulator keeps the paths it used, not 6 MB of JSON. */
function releaseLater() {
  if (release) clearTimeout(release);
  release = setTimeout(() => (set = null), 30_000).unref();
}

/** A motif as an SVG path element, scaled to `size` px with its top-left corner at x, y. */
export function motif(name: string, x: number, y: number, size: number, attributes: string): string {
  const scale = Math.round((size / 512) * 10000) / 10000;
  return `<path transform="translate(${round(x)} ${round(y)}) scale(${scale})" d="${motifPath(name)}" ${attributes}/>`;
}

const round = (value: number) => Math.round(value * 10) / 10;
