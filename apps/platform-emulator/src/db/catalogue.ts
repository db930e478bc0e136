import type { Database } from 'better-sqlite3';
import { THEMES, themeOf, type ThemeId } from '../art/themes';
import { pick, seededRandom } from './random';
import { PINNED_GAMES, STUDIOS, type Studio, type StudioKind } from './studios';

/** Category ids in lobby order; their names are texts (`category.{id}` in content/texts.ts). */
export const CATEGORY_IDS = ['popular', 'new', 'slots', 'megaways', 'jackpot', 'live', 'roulette', 'blackjack', 'table', 'crash', 'instant', 'bonus-buy', 'fruit', 'egypt'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** How many games Popular holds, and how recent a game must be to be New. */
export const POPULAR_COUNT = 120;
export const NEW_DAYS = 45;

const DAY = 86_400_000;

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const NAME_A = ['Book of', 'Gates of', 'Rise of', 'Legend of', 'Temple of', 'Wrath of', 'Crown of', 'Quest for', 'Secrets of', 'Fortune of', 'Treasures of', 'Rage of', 'Spirit of', 'Heart of', 'Path of', 'Song of', 'Shadow of', 'Gems of', 'Return of', 'Riches of'];
const ADJECTIVES = ['Wild', 'Mighty', 'Golden', 'Lucky', 'Mega', 'Royal', 'Big', 'Hot', 'Super', 'Epic', 'Great', 'Blazing'];
const SUFFIXES = [' Deluxe', ' Megaways', ' Megaways', ' Hold & Win', ' 1000', ' Gold', ' Power Reels', ' Extreme', ' Xmas', ' Dream Drop', ' Respins', ' Cash Collect'];

/** Table games: what the studio deals, and the names its tables go by. */
const TABLE_GAMES = {
  roulette: { names: ['European Roulette', 'French Roulette', 'American Roulette', 'Double Ball Roulette', 'Mini Roulette', 'Multi-Wheel Roulette'], live: ['Lightning Roulette', 'Speed Roulette', 'Immersive Roulette', 'Auto Roulette', 'VIP Roulette', 'Grand Roulette', 'Power Roulette', 'Salon Privé Roulette'] },
  blackjack: { names: ['Classic Blackjack', 'Multi-Hand Blackjack', 'Blackjack Switch', 'Double Exposure Blackjack', 'Premium Blackjack'], live: ['Infinite Blackjack', 'Speed Blackjack', 'VIP Blackjack', 'Blackjack Party', 'Power Blackjack', 'Salon Privé Blackjack'] },
  baccarat: { names: ['Punto Banco', 'Baccarat Pro', 'Mini Baccarat'], live: ['Speed Baccarat', 'Lightning Baccarat', 'No Commission Baccarat', 'Squeeze Baccarat'] },
  poker: { names: ['Casino Hold’em', 'Three Card Poker', 'Caribbean Stud', 'Oasis Poker', 'Red Dog'], live: ['Casino Hold’em Live', 'Ultimate Texas Hold’em', 'Three Card Poker Live'] },
  'sic-bo': { names: ['Sic Bo Deluxe', 'Dragon Dice'], live: ['Super Sic Bo', 'Speed Sic Bo'] },
  wheel: { names: [], live: ['Mega Wheel', 'Money Wheel', 'Crazy Coin Flip', 'Fortune Wheel', 'Lucky Numbers Wheel', 'Dream Wheel'] },
} as const;
type TableGame = keyof typeof TABLE_GAMES;
/** How often each game is dealt: many roulette and blackjack tables, a game show or two. */
const TABLE_WEIGHTS: readonly TableGame[] = ['roulette', 'roulette', 'roulette', 'blackjack', 'blackjack', 'blackjack', 'baccarat', 'baccarat', 'poker', 'sic-bo', 'wheel'];

const INSTANT_GAMES = ['crash', 'mines', 'plinko', 'dice', 'keno'] as const;
type InstantGame = (typeof INSTANT_GAMES)[number];
const INSTANT_NAMES: Record<InstantGame, readonly string[]> = {
  crash: ['Crash', 'Rocket Crash', 'Jet Rush', 'Sky Climber', 'Moon Rocket', 'Limbo Rider', 'Paper Plane'],
  mines: ['Mines', 'Gem Mines', 'Minefield', 'Diamond Dig'],
  plinko: ['Plinko', 'Plinko Drop', 'Pachinko Rush'],
  dice: ['Dice', 'Hi-Lo Dice', 'Dice Duel', 'Roll Over'],
  keno: ['Keno', 'Keno 80', 'Bingo Blast'],
};
const INSTANT_PREFIX = ['', 'Turbo ', 'Neon ', 'Mega ', 'Classic ', 'Hyper ', 'Royal ', 'Pixel ', 'Gold '];

/** The table limits (EUR) of a table: VIP and private salons start high, most tables low. */
function limitsFor(name: string, random: () => number) {
  if (/VIP|Salon|Grand/.test(name)) return { min: pick(random, [25, 50, 100]), max: pick(random, [10_000, 20_000, 50_000]) };
  return { min: pick(random, [0.1, 0.2, 0.5, 1, 2, 5]), max: pick(random, [500, 1_000, 2_000, 5_000, 10_000]) };
}

type SeededGame = {
  name: string;
  kind: StudioKind;
  theme: string;
  limits: { min: number; max: number } | null;
  jackpot: boolean;
  bonusBuy: boolean;
  hasDemo: boolean;
  daysOld: number;
  score: number;
  pinned: boolean;
  fullScreen?: 'all' | 'telegram' | 'product' | 'none';
};

/** A slot name for a theme: "Book of Ra", "Mighty Zeus", "Sugar Rush", sometimes with an edition. */
function slotName(theme: ThemeId, random: () => number) {
  const { subjects, names, heroes } = themeOf(theme);
  const style = random();
  let base: string;
  if (style < 0.45 && subjects.length) base = `${pick(random, NAME_A)} ${pick(random, subjects)}`;
  else if (style < 0.75) base = pick(random, names);
  else base = `${pick(random, ADJECTIVES)} ${pick(random, heroes)}`;
  const suffix = pick(random, SUFFIXES);
  return random() < 0.4 && !base.includes(suffix.trim().split(' ')[0] ?? '') ? `${base}${suffix}` : base;
}

/** The games of one studio, each drawn from the studio's own seeded sequence (so one studio's size moves no other's games). */
function studioGames(studio: Studio, sysname: string, taken: Set<string>): SeededGame[] {
  const random = seededRandom([...sysname].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2026));
  const maxAge = Math.max(120, (2026 - studio.since) * 365);
  const games: SeededGame[] = [];
  const add = (game: Omit<SeededGame, 'daysOld' | 'score' | 'hasDemo' | 'pinned'> & { hasDemo?: boolean; pinned?: boolean }) => {
    let name = game.name;
    if (!game.pinned) for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${game.name.replace(/ \d+$/, '')} ${copy}`;
    taken.add(name.toLowerCase());
    const daysOld = Math.floor(random() ** 1.3 * maxAge);
    games.push({ ...game, name, daysOld, hasDemo: game.hasDemo ?? (game.kind !== 'live' && random() < 0.9), score: 0, pinned: game.pinned ?? false });
  };
  for (const pinned of PINNED_GAMES[sysname] ?? []) {
    add({ name: pinned.name, kind: 'slot', theme: pinned.theme, limits: null, jackpot: false, bonusBuy: pinned.name.includes('Megaways'), hasDemo: true, pinned: true, fullScreen: pinned.fullScreen });
  }
  while (games.length < studio.games) {
    const kind = studio.makes.length === 1 ? (studio.makes[0] as StudioKind) : random() < 0.75 ? (studio.makes[0] as StudioKind) : (studio.makes[1] as StudioKind);
    if (kind === 'slot') {
      const theme = pick(random, studio.themes.length ? studio.themes : THEMES.map((item) => item.id));
      const name = slotName(theme, random);
      if (taken.has(name.toLowerCase())) continue;
      add({ name, kind, theme, limits: null, jackpot: random() < 0.07, bonusBuy: random() < 0.22 });
    } else if (kind === 'instant') {
      const game = pick(random, INSTANT_GAMES);
      add({ name: `${pick(random, INSTANT_PREFIX)}${pick(random, INSTANT_NAMES[game])}`, kind, theme: game, limits: null, jackpot: false, bonusBuy: false });
    } else {
      const game = pick(random, TABLE_WEIGHTS.filter((key) => TABLE_GAMES[key][kind === 'live' ? 'live' : 'names'].length > 0));
      // Live studios number their tables ("Speed Blackjack 7"); an RNG table comes in editions instead.
      let name: string = pick(random, TABLE_GAMES[game][kind === 'live' ? 'live' : 'names']);
      if (kind === 'table' && taken.has(name.toLowerCase())) name = `${name} ${pick(random, ['Pro', 'Gold', 'Deluxe', 'High Limit', 'Turbo', 'Classic', 'Royale'])}`;
      if (kind === 'table' && taken.has(name.toLowerCase())) continue;
      add({ name, kind, theme: game, limits: limitsFor(name, random), jackpot: false, bonusBuy: false });
    }
  }
  for (const game of games) {
    // Plays so far: bigger studios and older games have more; a few hits stand out.
    game.score = Math.round((studio.games / 100) * Math.min(1, game.daysOld / 200) * 1000 * random() ** 3);
  }
  // The pinned games are the studios' known hits.
  games.slice(0, PINNED_GAMES[sysname]?.length ?? 0).forEach((game, index) => (game.score = 5000 - index * 400));
  return games;
}

/**
 * The lobby's order: the ranking, with no studio twice among any six neighbours (a lobby shows many makers at a
 * glance, not one studio's hits in a row). A game that would repeat a studio waits for the next free place.
 */
function mixStudios<T extends { provider: string }>(ranked: readonly T[], window = 6): T[] {
  const order: T[] = [];
  const waiting: T[] = [];
  const fits = (game: T) => !order.slice(-(window - 1)).some((placed) => placed.provider === game.provider);
  for (const game of ranked) {
    const ready = waiting.findIndex(fits);
    if (ready >= 0) order.push(...waiting.splice(ready, 1));
    if (fits(game)) order.push(game);
    else waiting.push(game);
  }
  // Whatever could not be spread (the last of a large studio) closes the list in its ranked order.
  return [...order, ...waiting];
}

/** The categories a game belongs to, by what it is (Popular and New are added after ranking). */
function categoriesOf(game: SeededGame): CategoryId[] {
  const categories: CategoryId[] = [];
  if (game.kind === 'slot') {
    categories.push('slots');
    if (game.name.includes('Megaways')) categories.push('megaways');
    if (game.jackpot) categories.push('jackpot');
    if (game.bonusBuy) categories.push('bonus-buy');
    if (game.theme === 'fruit' || game.theme === 'classic') categories.push('fruit');
    if (game.theme === 'egypt') categories.push('egypt');
  } else if (game.kind === 'instant') {
    categories.push('instant');
    if (game.theme === 'crash') categories.push('crash');
  } else {
    categories.push(game.kind === 'live' ? 'live' : 'table');
    if (game.theme === 'roulette') categories.push('roulette');
    if (game.theme === 'blackjack') categories.push('blackjack');
  }
  return categories;
}

/**
 * Seeds 42 studios (from 19 to 230 games each), 14 categories and 3,360 games with stable names, sysnames, themes,
 * release dates and plays. Popular is the 120 most played games; New is what came out in the last 45 days, newest
 * first; the lobby's own order mixes plays with a little chance.
 */
export function seedCatalogue(db: Database, now = Date.now()) {
  const insertCategory = db.prepare('INSERT INTO categories (id, title, sort) VALUES (?, ?, ?)');
  CATEGORY_IDS.forEach((id, index) => insertCategory.run(id, id, index));

  const insertProvider = db.prepare('INSERT INTO providers (sysname, title, types, colour, glyph) VALUES (?, ?, ?, ?, ?)');
  // Pinned names are the studios' own: no other studio may draw them first.
  const taken = new Set(Object.values(PINNED_GAMES).flatMap((games) => games.map((game) => game.name.toLowerCase())));
  const all: Array<SeededGame & { provider: string; sysname: string }> = [];
  for (const studio of STUDIOS) {
    const sysname = slugify(studio.title);
    const types = [...new Set(studio.makes.map((kind) => ({ slot: 'slot', table: 'casino', live: 'live', instant: 'fast' })[kind]))];
    if (studio.makes.includes('slot')) types.push('casino');
    insertProvider.run(sysname, studio.title, JSON.stringify([...new Set(types)]), studio.colour, studio.glyph);
    for (const game of studioGames(studio, sysname, taken)) all.push({ ...game, provider: sysname, sysname: `${sysname}-${slugify(game.name)}` });
  }

  const random = seededRandom(42);
  const byScore = [...all].sort((a, b) => b.score - a.score || a.sysname.localeCompare(b.sysname));
  const popular = new Set(byScore.filter((game) => game.daysOld > NEW_DAYS).slice(0, POPULAR_COUNT).map((game) => game.sysname));
  const ranked = [...all].map((game) => ({ game, key: game.score * (0.5 + random()) })).sort((a, b) => b.key - a.key).map(({ game }) => game);
  const sortOf = new Map(mixStudios(ranked).map((game, index) => [game.sysname, index]));

  const insertGame = db.prepare(
    `INSERT INTO games (id, sysname, name, provider, has_demo, tags, full_screen, sort, rtp, kind, theme, released_at, popularity, limit_min, limit_max)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLink = db.prepare('INSERT INTO game_categories (game_id, category_id) VALUES (?, ?)');
  all.forEach((game, index) => {
    const id = index + 1;
    const isNew = game.daysOld <= NEW_DAYS;
    const tags: string[] = [];
    if (game.daysOld <= 30) tags.push('new');
    if (byScore.indexOf(game) < 40) tags.push('popular');
    if (game.jackpot) tags.push('jackpot');
    const fullScreen = game.fullScreen ?? pick(random, ['all', 'all', 'all', 'product', 'telegram'] as const);
    const rtp = game.kind === 'live' || game.kind === 'table' ? 0.973 + random() * 0.02 : 0.94 + random() * 0.035;
    insertGame.run(
      id,
      game.sysname,
      game.name,
      game.provider,
      game.hasDemo ? 1 : 0,
      JSON.stringify(tags),
      fullScreen,
      sortOf.get(game.sysname) ?? id,
      rtp,
      game.kind,
      game.theme,
      new Date(now - game.daysOld * DAY - Math.floor(random() * DAY)).toISOString(),
      game.score,
      game.limits ? Math.round(game.limits.min * 100) : null,
      game.limits ? Math.round(game.limits.max * 100) : null,
    );
    const categories = categoriesOf(game);
    if (popular.has(game.sysname)) categories.push('popular');
    if (isNew) categories.push('new');
    for (const category of categories) insertLink.run(id, category);
  });
}
