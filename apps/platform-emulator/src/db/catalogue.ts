import type { Database } from 'better-sqlite3';
import { pick, seededRandom } from './random';

export const CATEGORIES = [
  ['popular', 'Popular'],
  ['new', 'New'],
  ['slots', 'Slots'],
  ['megaways', 'Megaways'],
  ['jackpot', 'Jackpot games'],
  ['live', 'Live casino'],
  ['roulette', 'Roulette'],
  ['blackjack', 'Blackjack'],
  ['table', 'Table games'],
  ['crash', 'Crash'],
  ['instant', 'Instant win'],
  ['bonus-buy', 'Bonus buy'],
  ['fruit', 'Fruit slots'],
  ['egypt', 'Ancient Egypt'],
] as const;

const PROVIDER_NAMES = [
  'Aurora Play', 'Blue Comet', 'Cobalt Reels', 'Dragonfly Games', 'Emberlight', 'Fable Forge', 'Golden Lynx',
  'Harbor Spin', 'Ironclad Studios', 'Jade Lantern', 'Kestrel Gaming', 'Lucky Owl', 'Moonstone', 'Northwind',
  'Onyx Arcade', 'Pixel Pharaoh', 'Quartz Labs', 'Red Fox Live', 'Silver Anchor', 'Tidal Wave Games',
  'Umbra Studio', 'Velvet Dice', 'Wildfire Reels', 'Xenon Play', 'Yellowstone Games', 'Zephyr Interactive',
  'Amber Forge', 'Boreal Bets', 'Crimson Crown', 'Dune Raiders', 'Echo Valley', 'Falcon Rush', 'Granite Peak',
  'Hollow Oak', 'Indigo Tiger', 'Juniper Live', 'Kraken Works', 'Lotus Gate', 'Mirage Studio', 'Nebula Nine',
  'Orchid Play', 'Pine Hollow',
] as const;

const NAME_A = [
  'Book of', 'Gates of', 'Rise of', 'Legend of', 'Temple of', 'Wrath of', 'Crown of', 'Quest for', 'Secrets of',
  'Fortune of', 'Treasures of', 'Rage of', 'Spirit of', 'Heart of', 'Path of', 'Song of', 'Shadow of', 'Gems of',
];
const NAME_B = [
  'Ra', 'Olympus', 'Atlantis', 'the Nile', 'Valhalla', 'Aztec Gold', 'the Dragon', 'Cleopatra', 'Midas',
  'the Phoenix', 'Zeus', 'the Kraken', 'Avalon', 'the Samurai', 'El Dorado', 'the Pharaoh', 'the Vikings',
  'Medusa', 'the Tiger', 'Anubis', 'the Jungle', 'the Moon', 'the Sun', 'Neptune',
];
const NAME_C = ['', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 1000', ' Xmas', ' Gold', ' Power Reels', ' Extreme'];
const TABLE_NAMES = ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Crash', 'Mines', 'Plinko', 'Dice', 'Keno', 'Sic Bo'];
const TABLE_PREFIX = ['European', 'Lightning', 'Speed', 'VIP', 'Classic', 'Turbo', 'Infinite', 'Royal', 'Mega', 'Instant'];

/** Fixed first games of three providers, so seeds, offers and the loyalty shop can name them. */
export const FEATURED_GAMES: Record<string, string> = {
  'aurora-play': 'Book of Ra',
  'blue-comet': 'Gates of Olympus',
  'cobalt-reels': 'Legend of the Nile',
};

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Seeds 42 providers, 14 categories and 3,360 games with stable names, sysnames, tags and categories. */
export function seedCatalogue(db: Database) {
  const random = seededRandom(2026);
  const insertCategory = db.prepare('INSERT INTO categories (id, title, sort) VALUES (?, ?, ?)');
  CATEGORIES.forEach(([id, title], index) => insertCategory.run(id, title, index));

  const insertProvider = db.prepare('INSERT INTO providers (sysname, title, types) VALUES (?, ?, ?)');
  const providers = PROVIDER_NAMES.map((title, index) => {
    const sysname = slugify(title);
    const types = index % 7 === 3 ? ['live', 'casino'] : index % 5 === 0 ? ['slot', 'fast'] : ['slot', 'casino'];
    insertProvider.run(sysname, title, JSON.stringify(types));
    return { sysname, types };
  });

  const insertGame = db.prepare(
    'INSERT INTO games (id, sysname, name, provider, has_demo, tags, full_screen, sort, rtp) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLink = db.prepare('INSERT INTO game_categories (game_id, category_id) VALUES (?, ?)');
  const seen = new Set<string>();
  let id = 0;
  for (const provider of providers) {
    for (let n = 0; n < 80; n++) {
      const featured = n === 0 ? FEATURED_GAMES[provider.sysname] : undefined;
      const isTable = !featured && (provider.types.includes('live') || (provider.types.includes('fast') && n % 3 === 0));
      const generated = isTable
        ? `${pick(random, TABLE_PREFIX)} ${pick(random, TABLE_NAMES)}`
        : `${pick(random, NAME_A)} ${pick(random, NAME_B)}${pick(random, NAME_C)}`;
      let name = featured ?? generated;
      let sysname = `${provider.sysname}-${slugify(name)}`;
      for (let suffix = 2; seen.has(sysname); suffix++) {
        name = `${name.replace(/ \d+$/, '')} ${suffix}`;
        sysname = `${provider.sysname}-${slugify(name)}`;
      }
      seen.add(sysname);
      id += 1;
      const tags: string[] = [];
      if (random() < 0.08) tags.push('new');
      if (random() < 0.12) tags.push('popular');
      if (random() < 0.05) tags.push('jackpot');
      const hasDemo = featured !== undefined || (!provider.types.includes('live') && random() < 0.85);
      const fullScreen = pick(random, ['all', 'all', 'product', 'telegram', 'none'] as const);
      insertGame.run(id, sysname, name, provider.sysname, hasDemo ? 1 : 0, JSON.stringify(tags), fullScreen, Math.floor(random() * 10_000), 0.94 + random() * 0.04);

      const categories = new Set<string>();
      const lower = name.toLowerCase();
      if (isTable) {
        if (provider.types.includes('live')) categories.add('live');
        if (lower.includes('roulette')) categories.add('roulette');
        if (lower.includes('blackjack')) categories.add('blackjack');
        if (/crash|mines|plinko|dice|keno/.test(lower)) categories.add('crash').add('instant');
        categories.add('table');
      } else {
        categories.add('slots');
        if (lower.includes('megaways')) categories.add('megaways');
        if (/\bra\b|nile|cleopatra|pharaoh|anubis/.test(lower)) categories.add('egypt');
        if (random() < 0.1) categories.add('fruit');
        if (random() < 0.15) categories.add('bonus-buy');
      }
      if (tags.includes('new')) categories.add('new');
      if (tags.includes('popular')) categories.add('popular');
      if (tags.includes('jackpot')) categories.add('jackpot');
      for (const category of categories) insertLink.run(id, category);
    }
  }
}
