import type { TextKey } from '../content/texts';
import { motif } from './motifs';
import { displayLabel, displayTitle, labelWidth, linear, mix, pattern, pickFrom, seeded, svgDocument } from './svg';
import { themeOf } from './themes';
import { artWord } from './words';

/** What a cover is drawn from: the game's name, its kind and theme (or table game), and its studio's mark. */
export type CoverSubject = {
  sysname: string;
  name: string;
  /** A slot theme id, or for tables and instant games their game: roulette, blackjack, crash, mines... */
  theme: string;
  kind: 'slot' | 'table' | 'live' | 'instant';
  /** Table limits in the site's default currency, for tables. */
  limits?: { min: number; max: number };
  studio: { colour: string; glyph: string };
};

/** A game as the database holds what its cover needs (the studio's colour and mark joined in). */
export type CoverRow = { sysname: string; name: string; kind: CoverSubject['kind']; theme: string; limit_min: number | null; limit_max: number | null; colour: string; glyph: string };

export const COVER_ROWS_SQL = 'SELECT g.sysname, g.name, g.kind, g.theme, g.limit_min, g.limit_max, p.colour, p.glyph FROM games g JOIN providers p ON p.sysname = g.provider';

export const coverSubjectOf = (row: CoverRow): CoverSubject => ({
  sysname: row.sysname,
  name: row.name,
  kind: row.kind,
  theme: row.theme,
  limits: row.limit_min !== null && row.limit_max !== null ? { min: row.limit_min / 100, max: row.limit_max / 100 } : undefined,
  studio: { colour: row.colour, glyph: row.glyph },
});

const round = (value: number) => Math.round(value * 10) / 10;

/** The studio's mark in the top corner: its glyph on its colour. */
function studioMark(width: number, studio: CoverSubject['studio']) {
  const r = width * 0.05;
  const cx = width - r - width * 0.03;
  const cy = r + width * 0.03;
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${studio.colour}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="1.4"/>` +
    motif(studio.glyph, cx - r * 0.68, cy - r * 0.68, r * 1.36, 'fill="#ffffff"');
}

/**
 * A slot cover, drawn as a flat poster: bands of sky and ground, a stepped halo, the theme's motif (or the one its
 * name calls for), the title in display type below and the studio's mark. Flat colours and few shapes keep a cover
 * near 4.5 kB once reduced to its palette: every shape's edge costs bytes, and a lobby loads dozens of covers.
 */
function slotCover(subject: CoverSubject, width: number, height: number) {
  const theme = themeOf(subject.theme);
  const random = seeded(`cover/${subject.sysname}`);
  const keyword = keywordMotif(subject.name, theme.id);
  const main = keyword ?? pickFrom(random, theme.motifs);
  // Lobby tiles lay the game's name over the lower part of the cover: the title sits in the upper half, over a
  // large emblem that shows whole where the tile shows the whole cover (the game page, search, wide screens).
  const size = height * 0.66;
  const cx = width * (0.38 + random() * 0.24);
  const cy = height * 0.44;
  const horizon = height * (0.6 + random() * 0.08);
  const title = displayTitle(
    'title',
    subject.name,
    { cx: width / 2, cy: height * 0.39, width: width * 0.84, height: height * 0.3, maxSize: height * 0.14 },
    { light: theme.title[0], dark: theme.title[1], ink: theme.ink, hard: true },
  );
  // Hard-edged rings: an anti-aliased edge round the whole halo costs a cover more bytes than it adds to the eye.
  const halo = [0.92, 0.62].map((scale, index) => `<ellipse shape-rendering="crispEdges" cx="${round(cx)}" cy="${round(cy)}" rx="${round(size * scale * 0.95)}" ry="${round(size * scale * 0.8)}" fill="${mix(theme.sky, theme.glow, 0.16 + index * 0.16)}"/>`).join('');
  const crisp = theme.pattern === 'rays' || theme.pattern === 'rings' || theme.pattern === 'stars' ? `<g shape-rendering="crispEdges">${pattern(theme.pattern, width, height, theme.glow, random)}</g>` : '';
  const body = [
    `<rect width="${width}" height="${height}" fill="${theme.sky}"/>`,
    `<rect y="${round(horizon - height * 0.07)}" width="${width}" height="${round(height * 0.07)}" fill="${mix(theme.sky, theme.ground, 0.5)}"/>`,
    `<rect y="${round(horizon)}" width="${width}" height="${round(height - horizon)}" fill="${theme.ground}"/>`,
    crisp,
    halo,
    motif(main, cx - size / 2 + 3, cy - size / 2 + 3.5, size, `fill="${theme.ink}" opacity="0.45"`),
    motif(main, cx - size / 2, cy - size / 2, size, `fill="${theme.motif[0]}" stroke="${theme.ink}" stroke-width="${round(2.6 / (size / 512))}" paint-order="stroke"`),
    title.markup,
    studioMark(width, subject.studio),
  ].join('');
  return svgDocument(width, height, title.defs, body);
}

/** Words of a name that call for their own motif: a "Book of ..." shows the book, "Gates of ..." a gate. */
function keywordMotif(name: string, theme: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('book of')) return 'book-cover';
  if (lower.startsWith('gates of')) return theme === 'egypt' || theme === 'olympus' ? (theme === 'egypt' ? 'egyptian-temple' : 'greek-temple') : 'temple-gate';
  if (lower.startsWith('crown of')) return 'crown';
  if (lower.startsWith('treasures of') || lower.includes('treasure')) return 'open-treasure-chest';
  if (lower.startsWith('gems of')) return 'gems';
  return undefined;
}

/** Felt colours of the table games. */
const FELT: Record<string, [string, string]> = {
  roulette: ['#0f6b3a', '#083d22'],
  blackjack: ['#12704a', '#093b27'],
  baccarat: ['#1c3f8f', '#0d1f4d'],
  poker: ['#1d6b4f', '#0c3526'],
  'sic-bo': ['#5b1f7a', '#2c0d3d'],
  wheel: ['#8f1d4f', '#430a25'],
};

/** A roulette wheel seen from above: 37 pockets around a cone, a ball on one of them. */
function rouletteWheel(cx: number, cy: number, r: number, random: () => number) {
  const pockets: string[] = [];
  for (let i = 0; i < 37; i++) {
    const a = (i / 37) * Math.PI * 2;
    const b = ((i + 1) / 37) * Math.PI * 2;
    const colour = i === 0 ? '#1f9d55' : i % 2 ? '#c8102e' : '#17171c';
    pockets.push(`<path d="M${round(cx + Math.cos(a) * r)} ${round(cy + Math.sin(a) * r)}A${r} ${r} 0 0 1 ${round(cx + Math.cos(b) * r)} ${round(cy + Math.sin(b) * r)}L${round(cx + Math.cos(b) * r * 0.7)} ${round(cy + Math.sin(b) * r * 0.7)}A${round(r * 0.7)} ${round(r * 0.7)} 0 0 0 ${round(cx + Math.cos(a) * r * 0.7)} ${round(cy + Math.sin(a) * r * 0.7)}Z" fill="${colour}"/>`);
  }
  const ball = random() * Math.PI * 2;
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 1.14)}" fill="#5a3210" stroke="#d9a441" stroke-width="${round(r * 0.06)}"/>` +
    pockets.join('') +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.7)}" fill="#7a4a1c" stroke="#d9a441" stroke-width="${round(r * 0.03)}"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.32)}" fill="#d9a441"/>` +
    `<path d="M${round(cx - r * 0.5)} ${round(cy)}H${round(cx + r * 0.5)}M${round(cx)} ${round(cy - r * 0.5)}V${round(cy + r * 0.5)}" stroke="#f5d37a" stroke-width="${round(r * 0.08)}" stroke-linecap="round"/>` +
    `<circle cx="${round(cx + Math.cos(ball) * r * 0.85)}" cy="${round(cy + Math.sin(ball) * r * 0.85)}" r="${round(r * 0.07)}" fill="#ffffff"/>`;
}

/** A fan of playing cards. */
function cardFan(cx: number, cy: number, h: number, cards: readonly string[]) {
  const w = h * 0.7;
  return cards
    .map((card, index) => {
      const angle = (index - (cards.length - 1) / 2) * 14;
      return `<g transform="rotate(${angle} ${round(cx)} ${round(cy + h)})"><rect x="${round(cx - w / 2)}" y="${round(cy)}" width="${round(w)}" height="${round(h)}" rx="${round(h * 0.08)}" fill="#fbf7ee" stroke="#1b1b1f" stroke-width="1.2"/>` +
        motif(card, cx - w / 2 + w * 0.04, cy + h * 0.06, w * 0.92, `fill="${/hearts|diamonds/.test(card) ? '#c8102e' : '#1b1b1f'}"`) + '</g>';
    })
    .join('');
}

/** A stack of casino chips. */
function chips(x: number, y: number, r: number, colours: readonly string[]) {
  return colours
    .map((colour, index) => `<ellipse cx="${round(x)}" cy="${round(y - index * r * 0.28)}" rx="${round(r)}" ry="${round(r * 0.45)}" fill="${colour}" stroke="#ffffff" stroke-width="1.2" stroke-dasharray="${round(r * 0.5)} ${round(r * 0.35)}"/>`)
    .join('');
}

/** A money wheel of a game show, seen from the front. */
function moneyWheel(cx: number, cy: number, r: number) {
  const colours = ['#ffcf3f', '#2fb3ff', '#ff4f8b', '#6be36b', '#b07bff', '#ff8a3d'];
  const segments = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    const b = ((i + 1) / 24) * Math.PI * 2;
    return `<path d="M${round(cx)} ${round(cy)}L${round(cx + Math.cos(a) * r)} ${round(cy + Math.sin(a) * r)}A${r} ${r} 0 0 1 ${round(cx + Math.cos(b) * r)} ${round(cy + Math.sin(b) * r)}Z" fill="${colours[i % colours.length]}"/>`;
  });
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 1.1)}" fill="#2a0f1f" stroke="#ffd36b" stroke-width="${round(r * 0.08)}"/>${segments.join('')}` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.22)}" fill="#ffd36b" stroke="#2a0f1f" stroke-width="2"/>` +
    `<path d="M${round(cx - r * 0.12)} ${round(cy - r * 1.22)}h${round(r * 0.24)}l${round(-r * 0.12)} ${round(r * 0.26)}Z" fill="#ffffff" stroke="#2a0f1f" stroke-width="1.2"/>`;
}

const money = (amount: number) => `€${amount >= 1000 ? amount.toLocaleString('en') : amount}`;

/** The word of a live table's badge: the only word a cover draws besides the game's name. */
export const LIVE_WORD: TextKey = 'art.live';

/** A live table's badge in the lower corner: a red pill with the on-air dot and the word, or the dot alone; and where it ends. */
function liveBadge(width: number, height: number, word: string | null) {
  const size = height * 0.045;
  const left = width * 0.04;
  const pad = height * 0.045;
  const dot = height * 0.018;
  const text = word ? labelWidth(word, size) : 0;
  const pill = pad + dot * 2 + (word ? pad * 0.7 + text : 0) + pad;
  const markup = `<rect x="${round(left)}" y="${round(height * 0.83)}" width="${round(pill)}" height="${round(height * 0.11)}" rx="${round(height * 0.055)}" fill="#e0182d"/>` +
    `<circle cx="${round(left + pad + dot)}" cy="${round(height * 0.885)}" r="${round(dot)}" fill="#ffffff"/>` +
    (word ? displayLabel(word, left + pad + dot * 2 + pad * 0.7 + text / 2, height * 0.91, size, '#ffffff') : '');
  return { markup, right: left + pill };
}

/** A table game: felt with a wooden rim, the seats' betting spots, the game's own object, title and limits. */
function tableCover(subject: CoverSubject, width: number, height: number, locale: string) {
  const random = seeded(`cover/${subject.sysname}`);
  const game = subject.theme;
  const [felt, dark] = FELT[game] ?? FELT['poker'] ?? ['#1d6b4f', '#0c3526'];
  // Below the lobby's badges and the studio's mark, above the part the tile's caption covers.
  const title = displayTitle('title', subject.name, { cx: width / 2, cy: height * 0.3, width: width * 0.8, height: height * 0.24, maxSize: height * 0.11, maxLines: 2 }, { light: '#ffffff', dark: '#ffd98a', ink: '#0b0b10', hard: true });
  const tableCy = height * 1.02;
  const rx = width * 0.62;
  const ry = height * 0.62;
  const seats = Array.from({ length: 7 }, (_, index) => {
    const a = Math.PI * (1.12 + (index / 6) * 0.76);
    const x = width / 2 + Math.cos(a) * rx * 0.8;
    const y = tableCy + Math.sin(a) * ry * 0.8;
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(height * 0.045)}" fill="none" stroke="#f5e6b8" stroke-opacity="0.75" stroke-width="1.4"/>`;
  }).join('');
  let centre = '';
  const cy = height * 0.66;
  if (game === 'roulette') centre = rouletteWheel(width / 2, cy, height * 0.18, random);
  else if (game === 'wheel') centre = moneyWheel(width / 2, cy, height * 0.17);
  else if (game === 'sic-bo') centre = ['dice-six-faces-five', 'dice-six-faces-three', 'dice-six-faces-six'].map((die, i) => motif(die, width / 2 - height * 0.3 + i * height * 0.2, cy - height * 0.1 + (i === 1 ? -height * 0.05 : 0), height * 0.2, 'fill="#fbf7ee" stroke="#1b1b1f" stroke-width="14" paint-order="stroke"')).join('');
  else {
    const hands: Record<string, readonly string[]> = {
      blackjack: ['card-ace-spades', 'card-king-hearts'],
      baccarat: ['card-9-diamonds', 'card-queen-clubs', 'card-8-hearts'],
      poker: ['card-ace-hearts', 'card-ace-spades', 'card-king-diamonds', 'card-king-clubs'],
    };
    centre = cardFan(width / 2, cy - height * 0.14, height * 0.28, hands[game] ?? hands['poker'] ?? []);
  }
  const live = subject.kind === 'live' ? liveBadge(width, height, artWord(LIVE_WORD, locale)) : null;
  // Centred, or beside a live badge (whose word is longer in some languages).
  const limitsCx = live ? (live.right + width * 0.97) / 2 : width / 2;
  const limits = subject.limits ? displayLabel(`${money(subject.limits.min)} – ${money(subject.limits.max)}`, limitsCx, height * 0.95, height * 0.055, '#f5e6b8', '#0b0b10') : '';
  const defs = [linear('felt', felt, dark), `<radialGradient id="lamp" cy="0.2"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`, title.defs].join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="#141018"/>`,
    `<rect width="${width}" height="${height}" fill="url(#lamp)"/>`,
    `<ellipse cx="${round(width / 2)}" cy="${round(tableCy)}" rx="${round(rx + 7)}" ry="${round(ry + 7)}" fill="#5a3210" stroke="#d9a441" stroke-width="2"/>`,
    `<ellipse cx="${round(width / 2)}" cy="${round(tableCy)}" rx="${round(rx)}" ry="${round(ry)}" fill="url(#felt)"/>`,
    `<ellipse cx="${round(width / 2)}" cy="${round(tableCy)}" rx="${round(rx * 0.68)}" ry="${round(ry * 0.68)}" fill="none" stroke="#f5e6b8" stroke-opacity="0.35" stroke-width="1.2"/>`,
    seats,
    chips(width * 0.2, height * 0.78, height * 0.06, ['#c8102e', '#1b5fbf', '#1f9d55']),
    chips(width * 0.8, height * 0.8, height * 0.06, ['#17171c', '#c8102e']),
    centre,
    title.markup,
    limits,
    live?.markup ?? '',
    studioMark(width, subject.studio),
  ].join('');
  return svgDocument(width, height, defs, body);
}

/** Instant games: the crash curve, the mines field, the plinko board, dice and the keno card. */
function instantCover(subject: CoverSubject, width: number, height: number) {
  const random = seeded(`cover/${subject.sysname}`);
  const hue = Math.floor(random() * 360);
  const sky = `hsl(${hue},60%,14%)`;
  const ground = `hsl(${(hue + 50) % 360},70%,30%)`;
  const accent = `hsl(${(hue + 180) % 360},95%,62%)`;
  const title = displayTitle('title', subject.name, { cx: width / 2, cy: height * 0.3, width: width * 0.86, height: height * 0.24, maxSize: height * 0.12, maxLines: 2 }, { light: '#ffffff', dark: accent, ink: '#07060c', hard: true });
  const parts: string[] = [];
  const game = subject.theme;
  if (game === 'crash') {
    const grid = Array.from({ length: 8 }, (_, i) => `M${round((i * width) / 8)} ${round(height * 0.35)}V${height}M0 ${round(height * 0.35 + (i * height) / 12)}H${width}`).join('');
    parts.push(`<path d="${grid}" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1"/>`);
    let curve = `M${round(width * 0.06)} ${round(height * 0.94)}`;
    for (let i = 1; i <= 20; i++) {
      const t = i / 20;
      curve += `L${round(width * (0.06 + t * 0.7))} ${round(height * (0.94 - 0.5 * t ** 2.4))}`;
    }
    parts.push(`<path d="${curve}L${round(width * 0.76)} ${round(height * 0.94)}Z" fill="${accent}" opacity="0.18"/>`);
    parts.push(`<path d="${curve}" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`);
    const rocket = pickFrom(random, ['rocket', 'rocket-flight', 'airplane', 'paper-plane']);
    parts.push(`<g transform="rotate(-30 ${round(width * 0.8)} ${round(height * 0.42)})">${motif(rocket, width * 0.71, height * 0.33, height * 0.2, `fill="#ffffff" stroke="#07060c" stroke-width="20" paint-order="stroke"`)}</g>`);
    parts.push(displayLabel(`${(1.5 + random() * 40).toFixed(2)}x`, width * 0.36, height * 0.66, height * 0.11, accent, '#07060c'));
  } else if (game === 'mines') {
    const cell = height * 0.095;
    const x0 = width / 2 - cell * 2.6;
    const y0 = height * 0.46;
    const bomb = Math.floor(random() * 25);
    for (let i = 0; i < 25; i++) {
      const x = x0 + (i % 5) * cell * 1.05;
      const y = y0 + Math.floor(i / 5) * cell * 1.05;
      const open = random() < 0.4 || i === bomb;
      parts.push(`<rect x="${round(x)}" y="${round(y)}" width="${round(cell)}" height="${round(cell)}" rx="3" fill="${open ? '#0b0a14' : accent}" fill-opacity="${open ? 0.7 : 0.35}"/>`);
      if (open) parts.push(motif(i === bomb ? 'falling-bomb' : 'emerald', x + cell * 0.1, y + cell * 0.1, cell * 0.8, `fill="${i === bomb ? '#ff5a5a' : '#5dffb0'}"`));
    }
  } else if (game === 'plinko') {
    for (let row = 0; row < 8; row++) {
      for (let k = 0; k <= row + 2; k++) {
        const x = width / 2 + (k - (row + 2) / 2) * height * 0.075;
        parts.push(`<circle cx="${round(x)}" cy="${round(height * 0.47 + row * height * 0.054)}" r="${round(height * 0.013)}" fill="#ffffff" opacity="0.85"/>`);
      }
    }
    const buckets = ['#ff3d5a', '#ff8a3d', '#ffcf3f', '#6be36b', '#ffcf3f', '#ff8a3d', '#ff3d5a'];
    buckets.forEach((colour, index) => parts.push(`<rect x="${round(width / 2 + (index - 3.5) * height * 0.085)}" y="${round(height * 0.9)}" width="${round(height * 0.075)}" height="${round(height * 0.06)}" rx="2" fill="${colour}"/>`));
    parts.push(`<circle cx="${round(width / 2 + (random() - 0.5) * height * 0.2)}" cy="${round(height * 0.6)}" r="${round(height * 0.03)}" fill="${accent}" stroke="#ffffff" stroke-width="1.5"/>`);
  } else if (game === 'dice') {
    const faces = ['dice-six-faces-one', 'dice-six-faces-two', 'dice-six-faces-three', 'dice-six-faces-four', 'dice-six-faces-five', 'dice-six-faces-six'];
    parts.push(`<g transform="rotate(-12 ${round(width * 0.36)} ${round(height * 0.64)})">${motif(pickFrom(random, faces), width * 0.36 - height * 0.2, height * 0.44, height * 0.4, `fill="#ffffff" stroke="#07060c" stroke-width="16" paint-order="stroke"`)}</g>`);
    parts.push(`<g transform="rotate(14 ${round(width * 0.64)} ${round(height * 0.66)})">${motif(pickFrom(random, faces), width * 0.64 - height * 0.2, height * 0.46, height * 0.4, `fill="${accent}" stroke="#07060c" stroke-width="16" paint-order="stroke"`)}</g>`);
  } else {
    // Keno and other number draws: a card of 40 numbers, ten of them drawn.
    const drawn = new Set<number>();
    while (drawn.size < 10) drawn.add(1 + Math.floor(random() * 40));
    for (let n = 1; n <= 40; n++) {
      const x = width * 0.12 + ((n - 1) % 10) * width * 0.085;
      const y = height * 0.5 + Math.floor((n - 1) / 10) * height * 0.12;
      parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(height * 0.05)}" fill="${drawn.has(n) ? accent : '#ffffff'}" fill-opacity="${drawn.has(n) ? 1 : 0.12}"/>`);
      if (drawn.has(n)) parts.push(displayLabel(String(n), x, y + height * 0.022, height * 0.045, '#07060c'));
    }
  }
  const defs = [linear('sky', sky, ground), title.defs].join('');
  const body = [`<rect width="${width}" height="${height}" fill="url(#sky)"/>`, pattern('dots', width, height, accent, random), ...parts, title.markup, studioMark(width, subject.studio)].join('');
  return svgDocument(width, height, defs, body);
}

/** The word a game's cover draws, if any (a live table's badge): its cover differs by locale. */
export const coverWord = (kind: string): TextKey | undefined => (kind === 'live' ? LIVE_WORD : undefined);

/** The cover of a game as SVG, `width` x `height` (the lobby's 288x192), its words in `locale`. */
export function coverSvg(subject: CoverSubject, width = 288, height = 192, locale = 'en'): string {
  if (subject.kind === 'slot') return slotCover(subject, width, height);
  if (subject.kind === 'instant') return instantCover(subject, width, height);
  return tableCover(subject, width, height, locale);
}
