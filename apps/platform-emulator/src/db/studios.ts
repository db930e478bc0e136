import type { ThemeId } from '../art/themes';

/** What a studio makes: video slots, RNG table games, live-dealer tables or instant games (crash, mines...). */
export type StudioKind = 'slot' | 'table' | 'live' | 'instant';

export type Studio = {
  title: string;
  /** The studio's colour and its mark (a game-icons glyph), on covers and in its wordmark. */
  colour: string;
  glyph: string;
  makes: readonly StudioKind[];
  /** The slot themes the studio is known for. */
  themes: readonly ThemeId[];
  /** How many games it has in the catalogue (3,360 in all). */
  games: number;
  /** The year of its first release here: its games are dated from then on. */
  since: number;
};

/** The 42 studios of the demo catalogue: big and small, slot makers, table and live studios, instant-game makers. */
export const STUDIOS: readonly Studio[] = [
  { title: 'Aurora Play', colour: '#7b3fe4', glyph: 'sunbeams', makes: ['slot'], themes: ['egypt', 'magic', 'space', 'gems'], games: 206, since: 2011 },
  { title: 'Blue Comet', colour: '#2f7de1', glyph: 'comet-spark', makes: ['slot'], themes: ['olympus', 'space', 'gems', 'sweets'], games: 230, since: 2013 },
  { title: 'Cobalt Reels', colour: '#1f5fbf', glyph: 'gems', makes: ['slot'], themes: ['egypt', 'gems', 'classic', 'fruit'], games: 142, since: 2012 },
  { title: 'Dragonfly Games', colour: '#1fa37a', glyph: 'dragonfly', makes: ['slot'], themes: ['dragons', 'samurai', 'wild'], games: 96, since: 2016 },
  { title: 'Emberlight', colour: '#e0542d', glyph: 'flame', makes: ['slot'], themes: ['horror', 'west', 'fruit'], games: 74, since: 2017 },
  { title: 'Fable Forge', colour: '#9a5b2e', glyph: 'open-book', makes: ['slot'], themes: ['magic', 'pirates', 'vikings'], games: 118, since: 2014 },
  { title: 'Golden Lynx', colour: '#c08a0c', glyph: 'saber-toothed-cat-head', makes: ['slot'], themes: ['wild', 'gold', 'aztec'], games: 88, since: 2015 },
  { title: 'Harbor Spin', colour: '#0e7490', glyph: 'anchor', makes: ['slot'], themes: ['ocean', 'pirates'], games: 57, since: 2019 },
  { title: 'Ironclad Studios', colour: '#6b7280', glyph: 'black-knight-helm', makes: ['slot', 'table'], themes: ['vikings', 'west', 'magic'], games: 131, since: 2010 },
  { title: 'Jade Lantern', colour: '#15803d', glyph: 'asian-lantern', makes: ['slot'], themes: ['dragons', 'samurai'], games: 79, since: 2016 },
  { title: 'Kestrel Gaming', colour: '#b45309', glyph: 'eagle-head', makes: ['slot', 'table'], themes: ['wild', 'classic'], games: 102, since: 2012 },
  { title: 'Lucky Owl', colour: '#a16207', glyph: 'barn-owl', makes: ['slot'], themes: ['irish', 'magic', 'fruit'], games: 66, since: 2018 },
  { title: 'Moonstone', colour: '#6366f1', glyph: 'moon', makes: ['slot'], themes: ['space', 'gems', 'horror'], games: 93, since: 2015 },
  { title: 'Northwind', colour: '#0ea5e9', glyph: 'snowflake-2', makes: ['slot'], themes: ['vikings', 'winter'], games: 48, since: 2020 },
  { title: 'Onyx Arcade', colour: '#4b5563', glyph: 'slot-machine', makes: ['instant'], themes: [], games: 28, since: 2021 },
  { title: 'Pixel Pharaoh', colour: '#ca8a04', glyph: 'pschent-double-crown', makes: ['slot'], themes: ['egypt', 'arabia', 'classic'], games: 84, since: 2016 },
  { title: 'Quartz Labs', colour: '#db2777', glyph: 'crystal-growth', makes: ['slot', 'table'], themes: ['gems', 'classic', 'fruit'], games: 112, since: 2013 },
  { title: 'Red Fox Live', colour: '#dc2626', glyph: 'fox-head', makes: ['live'], themes: [], games: 84, since: 2015 },
  { title: 'Silver Anchor', colour: '#64748b', glyph: 'ship-wheel', makes: ['slot'], themes: ['ocean', 'pirates', 'magic'], games: 91, since: 2014 },
  { title: 'Tidal Wave Games', colour: '#0284c7', glyph: 'big-wave', makes: ['slot'], themes: ['ocean', 'sweets', 'fruit'], games: 69, since: 2018 },
  { title: 'Umbra Studio', colour: '#7c3aed', glyph: 'ghost', makes: ['slot'], themes: ['horror', 'magic'], games: 45, since: 2020 },
  { title: 'Velvet Dice', colour: '#be123c', glyph: 'rolling-dice-cup', makes: ['live', 'table'], themes: [], games: 58, since: 2017 },
  { title: 'Wildfire Reels', colour: '#ea580c', glyph: 'fire', makes: ['slot'], themes: ['west', 'fruit', 'classic', 'dragons'], games: 135, since: 2012 },
  { title: 'Xenon Play', colour: '#16a34a', glyph: 'rocket', makes: ['instant'], themes: [], games: 24, since: 2021 },
  { title: 'Yellowstone Games', colour: '#b7791f', glyph: 'buffalo-head', makes: ['slot'], themes: ['wild', 'west', 'gold'], games: 77, since: 2016 },
  { title: 'Zephyr Interactive', colour: '#14b8a6', glyph: 'feather', makes: ['slot'], themes: ['magic', 'irish', 'sweets'], games: 53, since: 2019 },
  { title: 'Amber Forge', colour: '#d97706', glyph: 'anvil', makes: ['slot'], themes: ['vikings', 'gold', 'aztec'], games: 64, since: 2017 },
  { title: 'Boreal Bets', colour: '#0f766e', glyph: 'wolf-howl', makes: ['slot'], themes: ['wild', 'vikings', 'winter'], games: 41, since: 2021 },
  { title: 'Crimson Crown', colour: '#b91c1c', glyph: 'crown', makes: ['slot'], themes: ['classic', 'dragons', 'olympus'], games: 97, since: 2014 },
  { title: 'Dune Raiders', colour: '#c2410c', glyph: 'camel-head', makes: ['slot'], themes: ['arabia', 'egypt', 'west'], games: 59, since: 2018 },
  { title: 'Echo Valley', colour: '#65a30d', glyph: 'mountains', makes: ['slot'], themes: ['wild', 'irish'], games: 36, since: 2022 },
  { title: 'Falcon Rush', colour: '#f59e0b', glyph: 'falcon-moon', makes: ['instant'], themes: [], games: 19, since: 2022 },
  { title: 'Granite Peak', colour: '#78716c', glyph: 'mountain-cave', makes: ['slot'], themes: ['vikings', 'gold', 'aztec'], games: 117, since: 2013 },
  { title: 'Hollow Oak', colour: '#4d7c0f', glyph: 'oak-leaf', makes: ['slot'], themes: ['magic', 'wild', 'horror'], games: 62, since: 2017 },
  { title: 'Indigo Tiger', colour: '#4338ca', glyph: 'tiger-head', makes: ['slot'], themes: ['samurai', 'dragons', 'wild'], games: 83, since: 2015 },
  { title: 'Juniper Live', colour: '#059669', glyph: 'spinning-wheel', makes: ['live'], themes: [], games: 47, since: 2019 },
  { title: 'Kraken Works', colour: '#2563eb', glyph: 'kraken-tentacle', makes: ['slot'], themes: ['ocean', 'pirates', 'horror'], games: 71, since: 2016 },
  { title: 'Lotus Gate', colour: '#e11d48', glyph: 'lotus', makes: ['slot'], themes: ['dragons', 'gems', 'samurai'], games: 68, since: 2017 },
  { title: 'Mirage Studio', colour: '#9333ea', glyph: 'magic-lamp', makes: ['slot'], themes: ['arabia', 'magic', 'egypt'], games: 54, since: 2019 },
  { title: 'Nebula Nine', colour: '#8b5cf6', glyph: 'ringed-planet', makes: ['slot', 'instant'], themes: ['space'], games: 39, since: 2020 },
  { title: 'Orchid Play', colour: '#c026d3', glyph: 'flower-emblem', makes: ['slot'], themes: ['sweets', 'fruit', 'irish'], games: 58, since: 2018 },
  { title: 'Pine Hollow', colour: '#16a34a', glyph: 'pine-tree', makes: ['slot'], themes: ['winter', 'wild', 'magic'], games: 55, since: 2020 },
];

type FullScreen = 'all' | 'telegram' | 'product' | 'none';

/**
 * Games other code and the journeys name (offers, free spins, the loyalty shop, end-to-end tests): each studio's
 * first games, with their theme and the full-screen option the journeys expect of them.
 */
export const PINNED_GAMES: Record<string, ReadonlyArray<{ name: string; theme: ThemeId; fullScreen: FullScreen }>> = {
  'aurora-play': [{ name: 'Book of Ra', theme: 'egypt', fullScreen: 'telegram' }, { name: 'Book of Ra Megaways', theme: 'egypt', fullScreen: 'all' }],
  'blue-comet': [{ name: 'Gates of Olympus', theme: 'olympus', fullScreen: 'telegram' }, { name: 'Gates of Olympus Megaways', theme: 'olympus', fullScreen: 'all' }],
  'cobalt-reels': [{ name: 'Legend of the Nile', theme: 'egypt', fullScreen: 'telegram' }],
  'silver-anchor': [{ name: 'Quest for Avalon', theme: 'magic', fullScreen: 'telegram' }],
  'granite-peak': [{ name: 'Book of the Vikings', theme: 'vikings', fullScreen: 'all' }, { name: 'Book of the Vikings 2', theme: 'vikings', fullScreen: 'all' }],
};
