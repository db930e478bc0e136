/*
 * The display type of the emulator's art: a rounded geometric capital face drawn as strokes on a 10-unit cap
 * height, set as SVG paths. Art made from paths is the same on every machine (no system fonts, whose choice and
 * rendering differ between a Mac, a Debian box and CI) and costs the rasteriser no font loading.
 */

type Glyph = { width: number; d: string };

/** Glyph outlines: x from 0 to `width`, y from 0 (cap line) to 10 (baseline). */
const GLYPHS: Record<string, Glyph> = {
  A: { width: 7, d: 'M0 10L3.5 0L7 10M1.4 6.4H5.6' },
  B: { width: 6, d: 'M0 10V0H3.4C5.1 0 5.9 1.1 5.9 2.5C5.9 3.9 5.1 4.9 3.4 4.9H0M3.4 4.9C5.3 4.9 6.2 6 6.2 7.5C6.2 9 5.2 10 3.4 10H0' },
  C: { width: 6.4, d: 'M6.3 1.8C5.5 0.6 4.4 0 3.3 0C1.3 0 0 2.2 0 5C0 7.8 1.3 10 3.3 10C4.4 10 5.5 9.4 6.3 8.2' },
  D: { width: 6.5, d: 'M0 0V10H2.6C5.1 10 6.5 8 6.5 5C6.5 2 5.1 0 2.6 0Z' },
  E: { width: 5.4, d: 'M5.4 0H0V10H5.4M0 5H4.4' },
  F: { width: 5.4, d: 'M5.4 0H0V10M0 5H4.4' },
  G: { width: 6.7, d: 'M6.3 1.8C5.5 0.6 4.4 0 3.3 0C1.3 0 0 2.2 0 5C0 7.8 1.3 10 3.3 10C5.3 10 6.7 8.6 6.7 6.1V5.6H3.9' },
  H: { width: 6.4, d: 'M0 0V10M6.4 0V10M0 5H6.4' },
  I: { width: 0, d: 'M0 0V10' },
  J: { width: 4.8, d: 'M4.8 0V7C4.8 9 3.8 10 2.4 10C1 10 0 9 0 7.4' },
  K: { width: 6.1, d: 'M0 0V10M6 0L0 6.4M2.3 4.1L6.1 10' },
  L: { width: 5.1, d: 'M0 0V10H5.1' },
  M: { width: 8, d: 'M0 10V0L4 7L8 0V10' },
  N: { width: 6.4, d: 'M0 10V0L6.4 10V0' },
  O: { width: 7.4, d: 'M3.7 0C5.9 0 7.4 2.2 7.4 5C7.4 7.8 5.9 10 3.7 10C1.5 10 0 7.8 0 5C0 2.2 1.5 0 3.7 0Z' },
  P: { width: 5.9, d: 'M0 10V0H3.3C5 0 5.9 1.2 5.9 2.8C5.9 4.4 5 5.6 3.3 5.6H0' },
  Q: { width: 7.4, d: 'M3.7 0C5.9 0 7.4 2.2 7.4 5C7.4 7.8 5.9 10 3.7 10C1.5 10 0 7.8 0 5C0 2.2 1.5 0 3.7 0ZM4.6 7.2L7.5 10.3' },
  R: { width: 6.1, d: 'M0 10V0H3.3C5 0 5.9 1.2 5.9 2.8C5.9 4.4 5 5.6 3.3 5.6H0M3 5.6L6.1 10' },
  S: { width: 5.9, d: 'M5.7 1.6C5 0.5 4 0 2.9 0C1.3 0 0.2 1 0.2 2.6C0.2 4.3 1.6 4.8 3 5.2C4.6 5.6 5.9 6.2 5.9 7.6C5.9 9.1 4.7 10 2.9 10C1.7 10 0.6 9.4 0 8.3' },
  T: { width: 6.4, d: 'M0 0H6.4M3.2 0V10' },
  U: { width: 6.4, d: 'M0 0V6.6C0 8.8 1.3 10 3.2 10C5.1 10 6.4 8.8 6.4 6.6V0' },
  V: { width: 7, d: 'M0 0L3.5 10L7 0' },
  W: { width: 9.6, d: 'M0 0L2.3 10L4.8 2.6L7.3 10L9.6 0' },
  X: { width: 6.4, d: 'M0 0L6.4 10M6.4 0L0 10' },
  Y: { width: 6.6, d: 'M0 0L3.3 5.2L6.6 0M3.3 5.2V10' },
  Z: { width: 5.9, d: 'M0 0H5.9L0 10H5.9' },
  '0': { width: 5.9, d: 'M2.95 0C4.8 0 5.9 2.2 5.9 5C5.9 7.8 4.8 10 2.95 10C1.1 10 0 7.8 0 5C0 2.2 1.1 0 2.95 0Z' },
  '1': { width: 2.8, d: 'M0 2L2.8 0V10' },
  '2': { width: 5.9, d: 'M0.3 2.2C0.8 0.8 1.8 0 3 0C4.8 0 5.8 1.2 5.8 2.8C5.8 4.6 4.5 5.7 0 10H5.9' },
  '3': { width: 5.9, d: 'M0.3 1C1 0.3 1.9 0 2.9 0C4.6 0 5.6 1 5.6 2.5C5.6 4 4.5 4.8 2.7 4.8C4.8 4.8 5.9 6 5.9 7.4C5.9 9 4.6 10 2.9 10C1.7 10 0.7 9.5 0 8.7' },
  '4': { width: 6.1, d: 'M4.5 10V0L0 7H6.1' },
  '5': { width: 5.9, d: 'M5.5 0H1L0.5 4.6C1.3 4.1 2.1 3.9 2.9 3.9C4.8 3.9 5.9 5.2 5.9 6.9C5.9 8.8 4.6 10 2.9 10C1.7 10 0.8 9.5 0 8.6' },
  '6': { width: 5.9, d: 'M5.2 0.8C4.6 0.3 3.8 0 3 0C1.2 0 0 2.2 0 5.4C0 8.3 1.2 10 3 10C4.7 10 5.9 8.8 5.9 7C5.9 5.2 4.7 4 3 4C1.6 4 0.4 5 0 6.3' },
  '7': { width: 5.9, d: 'M0 0H5.9L2.1 10' },
  '8': { width: 5.9, d: 'M2.95 4.8C1.5 4.8 0.4 3.9 0.4 2.4C0.4 0.9 1.5 0 2.95 0C4.4 0 5.5 0.9 5.5 2.4C5.5 3.9 4.4 4.8 2.95 4.8C1.2 4.8 0 5.9 0 7.4C0 9 1.3 10 2.95 10C4.6 10 5.9 9 5.9 7.4C5.9 5.9 4.7 4.8 2.95 4.8Z' },
  '9': { width: 5.9, d: 'M0.7 9.2C1.3 9.7 2.1 10 2.9 10C4.7 10 5.9 7.8 5.9 4.6C5.9 1.7 4.7 0 2.9 0C1.2 0 0 1.2 0 3C0 4.8 1.2 6 2.9 6C4.3 6 5.5 5 5.9 3.7' },
  '&': { width: 6.4, d: 'M6.2 10L1.4 3.8C0.9 3.2 0.8 2.7 0.8 2.2C0.8 0.9 1.7 0 2.9 0C4.1 0 4.9 0.9 4.9 2C4.9 3.4 3.6 4.2 1.9 5.3C0.7 6.1 0 7 0 8C0 9.3 1 10 2.5 10C4 10 5.2 9 6.4 6.6' },
  '€': { width: 6.6, d: 'M6.6 1.8C5.8 0.6 4.8 0 3.7 0C1.8 0 0.7 2.2 0.7 5C0.7 7.8 1.8 10 3.7 10C4.8 10 5.8 9.4 6.6 8.2M0 4H4.4M0 6.1H4' },
  "'": { width: 0, d: 'M0 0V2.6' },
  '’': { width: 0, d: 'M0 0V2.6' },
  '.': { width: 0, d: 'M0 9.9V10' },
  ',': { width: 0.6, d: 'M0.6 9.6L0 11.2' },
  '!': { width: 0, d: 'M0 0V6.4M0 9.9V10' },
  '?': { width: 5, d: 'M0 2C0.5 0.7 1.4 0 2.6 0C4 0 5 0.9 5 2.3C5 4.4 2.5 4.6 2.5 6.8M2.5 9.9V10' },
  ':': { width: 0, d: 'M0 3.6V3.7M0 9.9V10' },
  '-': { width: 3.4, d: 'M0 5.6H3.4' },
  '–': { width: 4.4, d: 'M0 5.6H4.4' },
  '+': { width: 5, d: 'M0 5.4H5M2.5 2.9V7.9' },
  '%': { width: 7, d: 'M1.5 0.4C2.3 0.4 2.9 1.2 2.9 2.3C2.9 3.4 2.3 4.2 1.5 4.2C0.6 4.2 0 3.4 0 2.3C0 1.2 0.6 0.4 1.5 0.4ZM5.5 5.8C6.4 5.8 7 6.6 7 7.7C7 8.8 6.4 9.6 5.5 9.6C4.7 9.6 4.1 8.8 4.1 7.7C4.1 6.6 4.7 5.8 5.5 5.8ZM6.2 0L0.8 10' },
  '/': { width: 4, d: 'M4 0L0 10' },
  x: { width: 4.6, d: 'M0 4L4.6 10M4.6 4L0 10' },
};

/**
 * Marks of the Latin letters the site's languages use (Portuguese, Polish, Catalan, Afrikaans), drawn around a base
 * letter of `width`: above the cap line with a gap the stroke's round ends do not close, or below the baseline.
 */
const MARKS: Record<string, (width: number) => string> = {
  acute: (w) => `M${w / 2 - 0.7} -2.7L${w / 2 + 0.9} -4.6`,
  grave: (w) => `M${w / 2 + 0.7} -2.7L${w / 2 - 0.9} -4.6`,
  circumflex: (w) => `M${w / 2 - 1.6} -2.6L${w / 2} -4.4L${w / 2 + 1.6} -2.6`,
  tilde: (w) => `M${w / 2 - 1.8} -2.9C${w / 2 - 0.9} -4.6 ${w / 2 + 0.9} -2.4 ${w / 2 + 1.8} -4`,
  diaeresis: (w) => `M${w / 2 - 1.5} -3.2V-3.1M${w / 2 + 1.5} -3.2V-3.1`,
  dot: (w) => `M${w / 2} -3.2V-3.1`,
  ogonek: (w) => `M${w} 10C${w - 1.4} 10.8 ${w - 1.3} 12.6 ${w + 0.4} 12.4`,
  cedilla: (w) => `M${w / 2} 10.2L${w / 2 + 0.2} 11C${w / 2 + 1.6} 11.1 ${w / 2 + 1.4} 12.7 ${w / 2 - 0.6} 12.5`,
};

/** Each accented capital as its base letter and mark. */
const ACCENTED: Record<string, [string, keyof typeof MARKS]> = {
  Á: ['A', 'acute'], À: ['A', 'grave'], Â: ['A', 'circumflex'], Ã: ['A', 'tilde'], Ä: ['A', 'diaeresis'], Ą: ['A', 'ogonek'],
  Ć: ['C', 'acute'], Ç: ['C', 'cedilla'],
  É: ['E', 'acute'], È: ['E', 'grave'], Ê: ['E', 'circumflex'], Ë: ['E', 'diaeresis'], Ę: ['E', 'ogonek'],
  Í: ['I', 'acute'], Ì: ['I', 'grave'], Î: ['I', 'circumflex'], Ï: ['I', 'diaeresis'],
  Ń: ['N', 'acute'], Ñ: ['N', 'tilde'],
  Ó: ['O', 'acute'], Ò: ['O', 'grave'], Ô: ['O', 'circumflex'], Õ: ['O', 'tilde'], Ö: ['O', 'diaeresis'],
  Ś: ['S', 'acute'], Ú: ['U', 'acute'], Ù: ['U', 'grave'], Û: ['U', 'circumflex'], Ü: ['U', 'diaeresis'],
  Ź: ['Z', 'acute'], Ż: ['Z', 'dot'],
};
for (const [char, [base, mark]] of Object.entries(ACCENTED)) {
  const glyph = GLYPHS[base] as Glyph;
  GLYPHS[char] = { width: glyph.width, d: glyph.d + MARKS[mark]?.(glyph.width) };
}
// Ł: the L moved right of its bar; L·L (Catalan): a raised dot.
GLYPHS['Ł'] = { width: 6.1, d: 'M1 0V10H6.1M0 6.4L2.6 4.4' };
GLYPHS['·'] = { width: 0, d: 'M0 4.9V5' };

/** Space between glyphs and the width of a word space, in cap units (before the stroke is added). */
const TRACKING = 1.15;
const SPACE = 3.2;
/** The stroke width the glyphs are designed for, in cap units. */
export const DISPLAY_STROKE = 2.1;

const glyphOf = (char: string): Glyph | undefined => GLYPHS[char] ?? GLYPHS[char.toUpperCase()];

/** What the face can set: letters outside it (other scripts) are dropped by `setLine`. */
export const canSet = (char: string) => /\s/.test(char) || glyphOf(char) !== undefined;

/** Whether the face sets every letter of a text (Latin capitals and figures; not Arabic, for one). */
export const canSetAll = (text: string) => [...text].every(canSet);

/** Where each glyph of a line starts, in cap units from the line's left edge, and the line's whole width. */
function layout(text: string, stroke: number) {
  const placed: Array<{ glyph: Glyph; x: number }> = [];
  let cursor = stroke / 2;
  let previous = false;
  for (const char of text) {
    if (/\s/.test(char)) {
      cursor += SPACE + TRACKING + stroke;
      previous = false;
      continue;
    }
    const glyph = glyphOf(char);
    if (!glyph) continue;
    if (previous) cursor += TRACKING + stroke;
    placed.push({ glyph, x: cursor });
    cursor += glyph.width;
    previous = true;
  }
  return { placed, width: cursor + stroke / 2 };
}

/** The advance of a line of text in cap units, including the stroke's overhang at both ends. */
export const lineWidth = (text: string, stroke = DISPLAY_STROKE) => layout(text, stroke).width;

/**
 * One line of text as a single path `d`, its left edge at `x`, its baseline at `y`, `size` px of cap height. The
 * path is meant to be stroked (round caps and joins) with `DISPLAY_STROKE * size / 10`.
 */
export function setLine(text: string, x: number, y: number, size: number, stroke = DISPLAY_STROKE): string {
  const scale = size / 10;
  return layout(text, stroke)
    .placed.map(({ glyph, x: at }) => transformPath(glyph.d, x + at * scale, y - size, scale))
    .join('');
}

/** Scales and moves a path of absolute commands (M, L, H, V, C, Z), rounding to 0.01 px. */
function transformPath(d: string, dx: number, dy: number, scale: number): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return d.replace(/([MLHVCZ])([^MLHVCZ]*)/g, (_, command: string, args: string) => {
    const numbers = args.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    if (command === 'H') return `H${numbers.map((n) => round(dx + n * scale)).join(' ')}`;
    if (command === 'V') return `V${numbers.map((n) => round(dy + n * scale)).join(' ')}`;
    return command + numbers.map((n, index) => round(index % 2 === 0 ? dx + n * scale : dy + n * scale)).join(' ');
  });
}

/**
 * Breaks a title into at most `maxLines` lines that each fit `maxWidth` px at the largest cap height up to
 * `maxSize` (and no smaller than `minSize`), keeping short words ("of", "the") with their neighbour.
 */
export function fitTitle(title: string, maxWidth: number, maxHeight: number, { maxSize, minSize = 9, maxLines = 3, lineGap = 0.45 }: { maxSize: number; minSize?: number; maxLines?: number; lineGap?: number }) {
  const words = title.toUpperCase().split(/\s+/).filter((word) => [...word].some((char) => glyphOf(char)));
  const candidates: string[][] = [];
  // Every way of cutting the words into 1..maxLines lines (titles are short: at most a few dozen ways).
  const cut = (start: number, lines: string[]) => {
    if (start === words.length) {
      candidates.push(lines);
      return;
    }
    if (lines.length === maxLines) return;
    for (let end = start + 1; end <= words.length; end++) cut(end, [...lines, words.slice(start, end).join(' ')]);
  };
  cut(0, []);
  let best = { lines: [words.join(' ')], size: minSize };
  let bestScore = -Infinity;
  for (const lines of candidates) {
    const widest = Math.max(...lines.map((line) => lineWidth(line)));
    const byWidth = (maxWidth / widest) * 10;
    const byHeight = maxHeight / (lines.length + (lines.length - 1) * lineGap);
    const size = Math.min(maxSize, byWidth, byHeight);
    if (size < minSize && candidates.length > 1) continue;
    // Bigger type wins; among equals, fewer lines and lines of even length read better.
    const widths = lines.map((line) => lineWidth(line));
    const balance = Math.min(...widths) / Math.max(...widths);
    const score = size + balance * 1.5 - lines.length * 0.8;
    if (score > bestScore) {
      bestScore = score;
      best = { lines, size: Math.max(minSize, size) };
    }
  }
  return best;
}
