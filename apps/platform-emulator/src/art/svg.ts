import { createHash } from 'node:crypto';
import type { Pattern } from './themes';
import { DISPLAY_STROKE, fitTitle, lineWidth, setLine } from './display-font';

/** Pieces every drawing shares: the seeded choices, the background, the patterns and the title in display type. */

const round = (value: number) => Math.round(value * 10) / 10;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** A deterministic source of numbers in [0, 1) for a seed: the same drawing every time for the same name. */
export function seeded(seed: string): () => number {
  const hash = createHash('sha256').update(seed).digest();
  let index = 0;
  return () => {
    const value = hash.readUInt16BE(index % 30) / 65536;
    index += 2;
    if (index >= 30) {
      // Past the first 15 draws, mix the hash again (drawings take at most a few dozen numbers).
      hash.set(createHash('sha256').update(hash).digest());
      index = 0;
    }
    return value;
  };
}

/** A colour between two #rrggbb colours. */
export function mix(from: string, to: string, t: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2].map((index) => Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * t).toString(16).padStart(2, '0')).join('')}`;
}

export const pickFrom = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>`;

export const linear = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

export const radial = (id: string, colour: string, opacity = 0.85) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** A background pattern over the whole picture, drawn in `colour` at a low opacity. */
export function pattern(kind: Pattern, width: number, height: number, colour: string, random: () => number): string {
  const shapes: string[] = [];
  const cx = width / 2;
  const cy = height * 0.38;
  switch (kind) {
    case 'rays': {
      const count = 18;
      const reach = Math.hypot(width, height);
      for (let i = 0; i < count; i += 2) {
        const a = (i / count) * Math.PI * 2;
        const b = ((i + 1) / count) * Math.PI * 2;
        shapes.push(`M${round(cx)} ${round(cy)}L${round(cx + Math.cos(a) * reach)} ${round(cy + Math.sin(a) * reach)}L${round(cx + Math.cos(b) * reach)} ${round(cy + Math.sin(b) * reach)}Z`);
      }
      return `<path d="${shapes.join('')}" fill="${colour}" opacity="0.12"/>`;
    }
    case 'rings': {
      const step = Math.max(width, height) / 9;
      for (let r = step; r < Math.max(width, height); r += step) shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/>`);
      return `<g fill="none" stroke="${colour}" stroke-width="${round(step / 5)}" opacity="0.1">${shapes.join('')}</g>`;
    }
    case 'waves': {
      const step = height / 7;
      for (let y = height * 0.3; y < height + step; y += step) {
        let d = `M0 ${round(y)}`;
        for (let x = 0; x < width; x += step * 2) d += `Q${round(x + step / 2)} ${round(y - step / 2.5)} ${round(x + step)} ${round(y)}T${round(x + step * 2)} ${round(y)}`;
        shapes.push(d);
      }
      return `<path d="${shapes.join('')}" fill="none" stroke="${colour}" stroke-width="${round(step / 6)}" opacity="0.14"/>`;
    }
    case 'stars': {
      const count = Math.round((width * height) / 900);
      for (let i = 0; i < count; i++) shapes.push(`<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(0.5 + random() * 1.4)}"/>`);
      return `<g fill="${colour}" opacity="0.7">${shapes.join('')}</g>`;
    }
    case 'bricks': {
      const h = height / 9;
      const w = h * 2.2;
      for (let row = 0; row * h < height; row++) {
        const offset = row % 2 ? w / 2 : 0;
        for (let x = -offset; x < width; x += w) shapes.push(`M${round(x)} ${round(row * h)}h${round(w - 2)}v${round(h - 2)}h${round(2 - w)}Z`);
      }
      return `<path d="${shapes.join('')}" fill="none" stroke="${colour}" stroke-width="1.4" opacity="0.13"/>`;
    }
    case 'diamonds': {
      const s = height / 6;
      for (let y = 0; y < height + s; y += s) for (let x = (y / s) % 2 ? s / 2 : 0; x < width + s; x += s) shapes.push(`M${round(x)} ${round(y - s / 2)}l${round(s / 2)} ${round(s / 2)}l${round(-s / 2)} ${round(s / 2)}l${round(-s / 2)} ${round(-s / 2)}Z`);
      return `<path d="${shapes.join('')}" fill="none" stroke="${colour}" stroke-width="1.2" opacity="0.14"/>`;
    }
    case 'dots': {
      const s = height / 8;
      for (let y = s / 2; y < height; y += s) for (let x = (y / s) % 2 > 1 ? s / 2 : 0; x < width; x += s) shapes.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(s / 6)}"/>`);
      return `<g fill="${colour}" opacity="0.22">${shapes.join('')}</g>`;
    }
    case 'scales': {
      const r = height / 8;
      for (let y = 0; y < height + r; y += r) for (let x = (y / r) % 2 ? r : 0; x < width + r; x += r * 2) shapes.push(`M${round(x - r)} ${round(y)}a${round(r)} ${round(r)} 0 0 0 ${round(r * 2)} 0`);
      return `<path d="${shapes.join('')}" fill="none" stroke="${colour}" stroke-width="1.3" opacity="0.16"/>`;
    }
    case 'stripes': {
      const s = height / 5;
      for (let x = -height; x < width; x += s * 2) shapes.push(`M${round(x)} ${height}L${round(x + height)} 0h${round(s)}L${round(x + s)} ${height}Z`);
      return `<path d="${shapes.join('')}" fill="${colour}" opacity="0.08"/>`;
    }
    case 'hexes': {
      const r = height / 7;
      const w = r * Math.sqrt(3);
      for (let row = 0; row * r * 1.5 < height + r; row++) {
        for (let x = row % 2 ? w / 2 : 0; x < width + w; x += w) {
          const y = row * r * 1.5;
          const points = Array.from({ length: 6 }, (_, k) => {
            const a = Math.PI / 6 + (k * Math.PI) / 3;
            return `${round(x + Math.cos(a) * r * 0.92)} ${round(y + Math.sin(a) * r * 0.92)}`;
          });
          shapes.push(`M${points.join('L')}Z`);
        }
      }
      return `<path d="${shapes.join('')}" fill="none" stroke="${colour}" stroke-width="1.2" opacity="0.15"/>`;
    }
  }
}

/**
 * A title in display type, centred on `cx`, its block centred on `cy`: a dark outline and a two-tone fill, as slot
 * logos are drawn. Returns the markup and the gradient it needs in `defs`.
 */
export function displayTitle(id: string, title: string, box: { cx: number; cy: number; width: number; height: number; maxSize: number; maxLines?: number }, colours: { light: string; dark: string; ink: string; hard?: boolean }) {
  const { lines, size } = fitTitle(title, box.width, box.height, { maxSize: box.maxSize, maxLines: box.maxLines ?? 3 });
  const lineHeight = size * 1.45;
  const blockHeight = size + (lines.length - 1) * lineHeight;
  const top = box.cy - blockHeight / 2;
  const d = lines
    .map((line, index) => {
      const width = (lineWidth(line) * size) / 10;
      return setLine(line, box.cx - width / 2, top + size + index * lineHeight, size);
    })
    .join('');
  const stroke = (DISPLAY_STROKE * size) / 10;
  const outline = stroke + Math.max(2.2, size * 0.16);
  // A hard two-tone fill per line (light over dark, as on cast metal) costs far fewer colours than a smooth blend.
  const stops = colours.hard
    ? lines.map((_, index) => {
        const lineTop = (index * lineHeight) / blockHeight;
        const middle = (index * lineHeight + size * 0.55) / blockHeight;
        const lineEnd = (index * lineHeight + size + lineHeight - size) / blockHeight;
        return `<stop offset="${round3(lineTop)}" stop-color="${colours.light}"/><stop offset="${round3(middle)}" stop-color="${colours.light}"/><stop offset="${round3(middle)}" stop-color="${colours.dark}"/><stop offset="${round3(Math.min(1, lineEnd))}" stop-color="${colours.dark}"/>`;
      }).join('')
    : `<stop offset="0" stop-color="${colours.light}"/><stop offset="1" stop-color="${colours.dark}"/>`;
  const defs = `<linearGradient id="${id}" x1="0" y1="${round(top)}" x2="0" y2="${round(top + blockHeight)}" gradientUnits="userSpaceOnUse">${stops}</linearGradient>`;
  const common = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  // An outline and no drop shadow: a shadow's second edge costs each cover about 150 bytes for little to the eye.
  const markup =
    `<path d="${d}" ${common} stroke="${colours.ink}" stroke-width="${round(outline)}"/>` +
    `<path d="${d}" ${common} stroke="url(#${id})" stroke-width="${round(stroke)}"/>`;
  return { defs, markup, size, bottom: top + blockHeight };
}

/** A short line of plain display type (labels, limits, multipliers) in one colour, centred on `cx`. */
export function displayLabel(text: string, cx: number, baseline: number, size: number, colour: string, ink?: string) {
  const width = (lineWidth(text) * size) / 10;
  const d = setLine(text, cx - width / 2, baseline, size);
  const stroke = (DISPLAY_STROKE * size) / 10;
  const common = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return (
    (ink ? `<path d="${d}" ${common} stroke="${ink}" stroke-width="${round(stroke + Math.max(1.6, size * 0.14))}"/>` : '') +
    `<path d="${d}" ${common} stroke="${colour}" stroke-width="${round(stroke)}"/>`
  );
}

/** The width in px of a label set by `displayLabel`. */
export const labelWidth = (text: string, size: number) => (lineWidth(text) * size) / 10;
