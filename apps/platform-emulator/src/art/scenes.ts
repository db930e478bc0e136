import type { TextKey } from '../content/texts';
import { motif } from './motifs';
import { displayLabel, labelWidth, linear, pattern, radial, seeded, svgDocument } from './svg';
import type { Pattern } from './themes';
import { artWord } from './words';

/**
 * The art of the platform's own entities: banners and offers, tournaments, jackpots, the loyalty programme's levels,
 * characters and shop products. Each named scene has its own palette and motifs, drawn at any size the site asks
 * for (1200x400, 735x240, 360x520, 600x400, 288x192...), the motifs kept on the side where the site sets no text.
 */
type Scene = {
  sky: string;
  ground: string;
  glow: string;
  ink: string;
  fill: [string, string];
  pattern: Pattern;
  main: string;
  satellites: readonly string[];
  /** A figure set in display type under the motif (percentages, spin counts); never a sum of money, which a player
   * of another currency would read wrong. */
  label?: string;
  /** Or a word there (a jackpot's tier), from the texts in the image's locale. */
  word?: TextKey;
};

const SCENES: Record<string, Record<string, Scene>> = {
  banners: {
    welcome: { sky: '#3b0a6b', ground: '#b0127a', glow: '#ffd36b', ink: '#1f0338', fill: ['#ffe27a', '#e08a12'], pattern: 'rays', main: 'present', satellites: ['coins-pile', 'sparkles', 'crown-coin'] },
    reload: { sky: '#062a4f', ground: '#0f8f9f', glow: '#8ff6ff', ink: '#03172b', fill: ['#9af5ff', '#1b8fc2'], pattern: 'rings', main: 'money-stack', satellites: ['calendar', 'two-coins', 'sparkles'] },
    'reload-old': { sky: '#1f2430', ground: '#4a5366', glow: '#c9d2e3', ink: '#0d1017', fill: ['#dfe6f2', '#7d889c'], pattern: 'rings', main: 'money-stack', satellites: ['calendar', 'two-coins'] },
    tournament: { sky: '#0b1340', ground: '#2f4fb8', glow: '#ffe08a', ink: '#050a24', fill: ['#ffe38a', '#c98a12'], pattern: 'rays', main: 'trophy-cup', satellites: ['laurels-trophy', 'podium-winner', 'star-medal'] },
    loyalty: { sky: '#032b22', ground: '#14806a', glow: '#ffe9a0', ink: '#011711', fill: ['#ffd86b', '#b3790e'], pattern: 'diamonds', main: 'open-treasure-chest', satellites: ['jewel-crown', 'gems', 'coins'] },
  },
  offers: {
    welcome: { sky: '#3b0a6b', ground: '#b0127a', glow: '#ffd36b', ink: '#1f0338', fill: ['#ffe27a', '#e08a12'], pattern: 'rays', main: 'present', satellites: ['coins-pile', 'sparkles'], label: '100%' },
    reload: { sky: '#062a4f', ground: '#0f8f9f', glow: '#8ff6ff', ink: '#03172b', fill: ['#9af5ff', '#1b8fc2'], pattern: 'rings', main: 'money-stack', satellites: ['calendar', 'two-coins'], label: '50%' },
    spins: { sky: '#4a0d0d', ground: '#e2561b', glow: '#ffe08a', ink: '#260404', fill: ['#ffe066', '#e23d1b'], pattern: 'stripes', main: 'slot-machine', satellites: ['cherry', 'ringing-bell'], label: '20' },
    betting: { sky: '#06301a', ground: '#1e8f3e', glow: '#d6ff9a', ink: '#021808', fill: ['#ffffff', '#b7c9bd'], pattern: 'stripes', main: 'soccer-ball', satellites: ['tennis-ball', 'basketball-ball'] },
    cashback: { sky: '#1b0b45', ground: '#5b2fc2', glow: '#b5ffd9', ink: '#0c0426', fill: ['#9dffcf', '#1f9d63'], pattern: 'rings', main: 'receive-money', satellites: ['coins', 'piggy-bank'], label: '10%' },
  },
  tournaments: {
    spring: { sky: '#0d3b2a', ground: '#d4488a', glow: '#fff2a8', ink: '#07170f', fill: ['#ffe38a', '#d08a12'], pattern: 'rays', main: 'trophy-cup', satellites: ['lotus-flower', 'flower-emblem', 'sparkles'] },
    megaways: { sky: '#1d0747', ground: '#7b2fe0', glow: '#ff9bf0', ink: '#0d0224', fill: ['#ffe57a', '#e08a12'], pattern: 'stripes', main: 'slot-machine', satellites: ['lightning-helix', 'laurels-trophy'] },
    summer: { sky: '#7a1f0b', ground: '#ffb02e', glow: '#fff6c2', ink: '#3a0d03', fill: ['#fff0a0', '#f08a12'], pattern: 'rays', main: 'sun', satellites: ['palm-tree', 'trophy'] },
    winter: { sky: '#0a2452', ground: '#7cc4ef', glow: '#ffffff', ink: '#051330', fill: ['#ffffff', '#9cc9e8'], pattern: 'stars', main: 'snowflake-2', satellites: ['laurels-trophy', 'medal'] },
  },
  jackpots: {
    mega: { sky: '#3d0410', ground: '#c41a2e', glow: '#ffd36b', ink: '#1e0207', fill: ['#ffe57a', '#d99012'], pattern: 'rays', main: 'jewel-crown', satellites: ['coins-pile', 'gems'], word: 'art.jackpot.mega' },
    major: { sky: '#26064a', ground: '#7a27c9', glow: '#ffd0ff', ink: '#130226', fill: ['#ffe57a', '#d99012'], pattern: 'rays', main: 'gold-bar', satellites: ['money-stack', 'sparkles'], word: 'art.jackpot.major' },
    minor: { sky: '#04204d', ground: '#1f6fd1', glow: '#a8e4ff', ink: '#021126', fill: ['#c8f1ff', '#3f9fe0'], pattern: 'rings', main: 'coins-pile', satellites: ['two-coins', 'sparkles'], word: 'art.jackpot.minor' },
    mini: { sky: '#05301c', ground: '#1f9d55', glow: '#d6ffb0', ink: '#021a0e', fill: ['#e8ff9a', '#5fbf2a'], pattern: 'rings', main: 'two-coins', satellites: ['clover', 'sparkles'], word: 'art.jackpot.mini' },
    'daily-drop': { sky: '#3d1a02', ground: '#e07b12', glow: '#fff0b0', ink: '#1e0c01', fill: ['#fff3b0', '#f2a21b'], pattern: 'stripes', main: 'hourglass', satellites: ['coins', 'calendar'], word: 'art.jackpot.daily-drop' },
    'hourly-hot': { sky: '#40060a', ground: '#ff4d1a', glow: '#ffe08a', ink: '#200305', fill: ['#ffe066', '#ff6a1a'], pattern: 'rays', main: 'stopwatch', satellites: ['flame', 'coins'], word: 'art.jackpot.hourly-hot' },
  },
  loyalty: {
    'product-1': { sky: '#4a0d0d', ground: '#e2561b', glow: '#ffe08a', ink: '#260404', fill: ['#ffe066', '#e23d1b'], pattern: 'stripes', main: 'slot-machine', satellites: ['cherry'], label: '10' },
    'product-2': { sky: '#062a4f', ground: '#1f7fd1', glow: '#b5ffd9', ink: '#03172b', fill: ['#fff0a0', '#e0a526'], pattern: 'rings', main: 'two-coins', satellites: ['sparkles'] },
    'product-3': { sky: '#1b0b45', ground: '#6d2fd6', glow: '#ffe9a8', ink: '#0c0426', fill: ['#fff0a0', '#e0a526'], pattern: 'rings', main: 'coins-pile', satellites: ['sparkles'] },
    'product-4': { sky: '#40060a', ground: '#d61a5b', glow: '#ffe08a', ink: '#200305', fill: ['#ffe066', '#ff6a1a'], pattern: 'stripes', main: 'slot-machine', satellites: ['ringing-bell', 'cherry'], label: '50' },
    'product-5': { sky: '#06301a', ground: '#1e8f3e', glow: '#d6ff9a', ink: '#021808', fill: ['#ffffff', '#b7c9bd'], pattern: 'stripes', main: 'soccer-ball', satellites: ['tennis-ball'] },
    'product-6': { sky: '#2a1a06', ground: '#9a6a12', glow: '#fff0a0', ink: '#160c02', fill: ['#b9f5a0', '#3f9d3a'], pattern: 'diamonds', main: 'cash', satellites: ['money-stack', 'sparkles'] },
    coins: { sky: '#3d2a02', ground: '#c98a12', glow: '#fff0a0', ink: '#1e1401', fill: ['#fff0a0', '#e0a526'], pattern: 'rays', main: 'coins', satellites: [] },
    'level-up': { sky: '#0b1340', ground: '#2f4fb8', glow: '#ffe08a', ink: '#050a24', fill: ['#ffe38a', '#c98a12'], pattern: 'rays', main: 'rank-3', satellites: [] },
  },
};

/** The loyalty levels' metals and the characters' colours and portraits. */
const LEVELS: Record<string, { metal: [string, string]; sky: string; stars: number; glyph: string }> = {
  'level-1': { metal: ['#f0b27a', '#8a4b1c'], sky: '#2a1608', stars: 1, glyph: 'star-medal' },
  'level-2': { metal: ['#f2f5fa', '#8a94a6'], sky: '#161c28', stars: 2, glyph: 'star-medal' },
  'level-3': { metal: ['#fff0a0', '#c98a12'], sky: '#2a1d02', stars: 3, glyph: 'laurels-trophy' },
  'level-4': { metal: ['#e6fbff', '#6fb3c9'], sky: '#06222b', stars: 4, glyph: 'jewel-crown' },
  'level-5': { metal: ['#d9f3ff', '#4d8dff'], sky: '#0a1240', stars: 5, glyph: 'diamond-trophy' },
};
const CHARACTERS: Record<string, { sky: string; ground: string; glyph: string; fill: [string, string] }> = {
  'character-1': { sky: '#0b1a3a', ground: '#2f5fb8', glyph: 'black-knight-helm', fill: ['#eef3ff', '#8aa0c8'] },
  'character-2': { sky: '#1d0747', ground: '#7b2fe0', glyph: 'wizard-face', fill: ['#f1e3ff', '#b68cff'] },
  'character-3': { sky: '#06301a', ground: '#2f8f4e', glyph: 'hooded-figure', fill: ['#e3ffd9', '#7fc96a'] },
};

const round = (value: number) => Math.round(value * 10) / 10;

/** The word a scene draws, if any: its image differs by locale. */
export const sceneWord = (kind: string, name: string): TextKey | undefined => SCENES[kind]?.[name]?.word;

/** Whether a scene exists for `kind/name` (the image route answers 404 for any other name). */
export const hasScene = (kind: string, name: string) => Boolean(SCENES[kind]?.[name] ?? (kind === 'loyalty' && (LEVELS[name] ?? CHARACTERS[name])));

function sceneSvg(scene: Scene, seed: string, width: number, height: number, locale: string) {
  const random = seeded(seed);
  const label = scene.word ? artWord(scene.word, locale) : scene.label;
  const portrait = height > width;
  // Landscape banners keep their left side for the site's text; portrait ones put the art in the upper half.
  // A word or figure goes under the motif, so the motif is smaller and higher where one is set.
  const size = portrait ? width * 0.62 : Math.min(height * (label ? 0.58 : 0.78), width * 0.4);
  const cx = portrait ? width / 2 : width > height * 2.2 ? width * 0.74 : width * 0.62;
  const cy = portrait ? height * 0.3 : height * (label ? 0.4 : 0.5);
  const labelSize = size * 0.2;
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="url(#sky)"/>`);
  parts.push(`<g shape-rendering="crispEdges">${pattern(scene.pattern, width, height, scene.glow, random)}</g>`);
  parts.push(`<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(size * 0.95)}" ry="${round(size * 0.82)}" fill="url(#glow)"/>`);
  scene.satellites.forEach((name, index) => {
    const angle = (index / Math.max(1, scene.satellites.length)) * Math.PI * 2 + random() * 0.6 + 0.4;
    const distance = size * 0.66;
    const small = size * (0.36 + random() * 0.1);
    const x = cx + Math.cos(angle) * distance * (portrait ? 0.9 : 1.25);
    const y = cy + Math.sin(angle) * distance * 0.7;
    parts.push(`<g transform="rotate(${Math.round((random() - 0.5) * 40)} ${round(x)} ${round(y)})" opacity="0.92">${motif(name, x - small / 2, y - small / 2, small, `fill="url(#fill)" stroke="${scene.ink}" stroke-width="${round(2.4 / (small / 512))}" paint-order="stroke"`)}</g>`);
  });
  parts.push(motif(scene.main, cx - size / 2 + size * 0.025, cy - size / 2 + size * 0.03, size, `fill="${scene.ink}" opacity="0.5"`));
  parts.push(motif(scene.main, cx - size / 2, cy - size / 2, size, `fill="url(#fill)" stroke="${scene.ink}" stroke-width="${round(3 / (size / 512))}" paint-order="stroke"`));
  if (label) {
    const fit = Math.min(labelSize * 1.6, ((portrait ? width * 0.8 : size * 1.5) / labelWidth(label, 10)) * 10);
    parts.push(displayLabel(label, cx, cy + size * 0.5 + fit * 1.15, fit, '#ffffff', scene.ink));
  }
  const defs = [linear('sky', scene.sky, scene.ground, false), radial('glow', scene.glow, 0.7), linear('fill', scene.fill[0], scene.fill[1])].join('');
  return svgDocument(width, height, defs, parts.join(''));
}

/** A loyalty level: a medal of its metal with its stars. */
function levelSvg(name: string, width: number, height: number) {
  const level = LEVELS[name] ?? (LEVELS['level-1'] as (typeof LEVELS)[string]);
  const r = height * 0.36;
  const cx = width / 2;
  const cy = height * 0.44;
  const stars = Array.from({ length: level.stars }, (_, index) => {
    const x = cx + (index - (level.stars - 1) / 2) * height * 0.15;
    return motif('flat-star', x - height * 0.065, height * 0.82, height * 0.13, `fill="${level.metal[0]}" stroke="#000" stroke-opacity="0.5" stroke-width="30" paint-order="stroke"`);
  }).join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(r * 1.7)}" ry="${round(r * 1.4)}" fill="url(#glow)"/>`,
    `<path d="M${round(cx - r * 0.55)} ${round(cy + r * 0.6)}L${round(cx - r * 0.8)} ${round(cy + r * 1.35)}L${round(cx - r * 0.35)} ${round(cy + r * 1.15)}L${round(cx - r * 0.1)} ${round(cy + r * 0.7)}ZM${round(cx + r * 0.55)} ${round(cy + r * 0.6)}L${round(cx + r * 0.8)} ${round(cy + r * 1.35)}L${round(cx + r * 0.35)} ${round(cy + r * 1.15)}L${round(cx + r * 0.1)} ${round(cy + r * 0.7)}Z" fill="#c8102e" stroke="#000" stroke-opacity="0.4"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#metal)" stroke="#000" stroke-opacity="0.45" stroke-width="2"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.8)}" fill="none" stroke="${level.metal[1]}" stroke-width="${round(r * 0.08)}"/>`,
    motif(level.glyph, cx - r * 0.55, cy - r * 0.55, r * 1.1, `fill="${level.metal[1]}"`),
    stars,
  ].join('');
  const defs = [linear('sky', level.sky, '#000000'), radial('glow', level.metal[0], 0.45), linear('metal', level.metal[0], level.metal[1])].join('');
  return svgDocument(width, height, defs, body);
}

/** A character's portrait in a round frame. */
function characterSvg(name: string, width: number, height: number) {
  const character = CHARACTERS[name] ?? (CHARACTERS['character-1'] as (typeof CHARACTERS)[string]);
  const size = Math.min(width, height);
  const body = [
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${width / 2}" cy="${height / 2}" r="${round(size * 0.42)}" fill="url(#glow)"/>`,
    motif(character.glyph, width / 2 - size * 0.36 + size * 0.02, height / 2 - size * 0.34 + size * 0.03, size * 0.72, 'fill="#000" opacity="0.45"'),
    motif(character.glyph, width / 2 - size * 0.36, height / 2 - size * 0.34, size * 0.72, `fill="url(#fill)" stroke="#000" stroke-opacity="0.6" stroke-width="${round(2.4 / ((size * 0.72) / 512))}" paint-order="stroke"`),
  ].join('');
  const defs = [linear('sky', character.sky, character.ground), radial('glow', character.fill[0], 0.35), linear('fill', character.fill[0], character.fill[1])].join('');
  return svgDocument(width, height, defs, body);
}

/** The SVG of `kind/name` at width x height, its word (if it has one) in `locale`. */
export function sceneArt(kind: string, name: string, width: number, height: number, locale = 'en'): string {
  if (kind === 'loyalty' && LEVELS[name]) return levelSvg(name, width, height);
  if (kind === 'loyalty' && CHARACTERS[name]) return characterSvg(name, width, height);
  const scene = SCENES[kind]?.[name];
  if (!scene) throw new Error(`No art for ${kind}/${name}`);
  return sceneSvg(scene, `${kind}/${name}`, width, height, locale);
}
