import type { Database } from 'better-sqlite3';
import { pick, seededRandom } from './random';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const FAKENAMES = [
  'LuckyLuna', 'SpinKing', 'GoldRush77', 'NightOwl', 'ReelQueen', 'AceHunter', 'WildCard', 'JackpotJoe', 'SilverFox',
  'MegaMia', 'RoyalFlush', 'CleverClover', 'DiceDancer', 'StarGazer', 'TigerTom', 'BlueMoon', 'FortuneFinn', 'CrashPilot',
  'Zara88', 'MarekW', 'JoanaRio', 'PietV', 'NouraA', 'JordiB', 'Elise_ZA', 'Kuba_PL', 'Rafa_BR', 'Laia_CA',
  'm***k92', 'Ana_Lu', 'k***a', 'ThaboM', 'Olek_77', 'Carla.sp', 'r***o', 'Ines_Porto', 'HanneV', 'Yusuf_K', 'Tomek88', 'Beatriz_SP',
];

/** Jackpot tiers by how often they drop (most wins are small), and what a win of each pays around (cents). */
const WIN_TIERS = [
  { id: 4, weight: 45, around: 480_00 },
  { id: 6, weight: 25, around: 760_00 },
  { id: 5, weight: 15, around: 14_200_00 },
  { id: 3, weight: 10, around: 4_900_00 },
  { id: 2, weight: 4, around: 61_000_00 },
  { id: 1, weight: 1, around: 1_180_000_00 },
];

/** Offers with promo codes, banners, jackpots with winners and tournaments with leaderboards. */
export function seedPromotions(db: Database, now = Date.now()) {
  const random = seededRandom(7);
  const offer = db.prepare(`INSERT INTO offers (id, action, exclude_methods, user_satisfies_params, promo_code, text_key, image, bonus_kind,
    bonus_percent, bonus_amount, max_bonus, wager, freespins_game, freespins_count, min_deposit, starts_at, ends_at, sort)
    VALUES (@id, @action, @exclude, 1, @promo, @key, @image, @kind, @percent, @amount, @max, @wager, @game, @spins, @min, @starts, @ends, @sort)`);
  const offers = [
    { id: 1, action: 'deposit', exclude: '["crypto"]', promo: 'WELCOME100', key: 'offer.welcome', image: 'welcome', kind: 'casino', percent: 100, amount: 0, max: 50_000, wager: 30, game: null, spins: 0, min: 1_000 },
    { id: 2, action: 'deposit', exclude: '[]', promo: 'RELOAD50', key: 'offer.reload', image: 'reload', kind: 'casino', percent: 50, amount: 0, max: 20_000, wager: 25, game: null, spins: 0, min: 2_000 },
    { id: 3, action: 'promo_code', exclude: '[]', promo: 'SPIN20', key: 'offer.spins', image: 'spins', kind: 'freespins', percent: 0, amount: 0, max: 0, wager: 0, game: 'aurora-play-book-of-ra', spins: 20, min: 0 },
    { id: 4, action: 'promo_code', exclude: '[]', promo: 'BETSTART', key: 'offer.betting', image: 'betting', kind: 'betting', percent: 0, amount: 1_000, max: 1_000, wager: 1, game: null, spins: 0, min: 0 },
    { id: 5, action: 'cashback', exclude: '[]', promo: null, key: 'offer.cashback', image: 'cashback', kind: 'cashback', percent: 10, amount: 0, max: 0, wager: 0, game: null, spins: 0, min: 0 },
  ];
  offers.forEach((item, sort) => offer.run({ ...item, starts: iso(now - 30 * DAY), ends: iso(now + 365 * DAY), sort }));
  // An expired code, so the site's EXPIRED message can be seen.
  offer.run({ id: 6, action: 'promo_code', exclude: '[]', promo: 'SUMMER2024', key: 'offer.spins', image: 'spins', kind: 'freespins', percent: 0, amount: 0, max: 0, wager: 0, game: 'aurora-play-book-of-ra', spins: 10, min: 0, starts: iso(now - 400 * DAY), ends: iso(now - 300 * DAY), sort: 99 });

  // One banner per position of the home's strip; the welcome package is for players yet to deposit (a visitor sees
  // the CMS sign-up banner instead), and the expired reload is past its end.
  const banner = db.prepare('INSERT INTO banners (position, text_key, image, link, finished_at, sort) VALUES (?, ?, ?, ?, ?, ?)');
  banner.run('1', 'banner.tournament', 'tournament', '/tournaments/1', iso(now + 20 * DAY), 1);
  banner.run('2', 'banner.reload', 'reload', '/offers/2', null, 2);
  banner.run('3', 'banner.welcome', 'welcome', '/promotions/1', null, 3);
  banner.run('4', 'banner.loyalty', 'loyalty', '/loyalty/shop', null, 4);
  banner.run('2', 'banner.reload', 'reload-old', '/offers/2', iso(now - DAY), 5);

  const jackpot = db.prepare('INSERT INTO jackpots (sysname, name, currency, amount, seed_amount, growth_per_hour, updated_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const jackpots = [
    ['mega', 'Mega Jackpot', 1_254_321_00, 500_000_00, 120_00],
    ['major', 'Major Jackpot', 84_210_55, 25_000_00, 45_00],
    ['minor', 'Minor Jackpot', 5_320_10, 1_000_00, 12_00],
    ['mini', 'Mini Jackpot', 512_40, 100_00, 3_00],
    ['daily-drop', 'Daily Drop', 18_740_00, 5_000_00, 400_00],
    ['hourly-hot', 'Hourly Hot', 910_25, 250_00, 600_00],
  ] as const;
  jackpots.forEach(([sysname, name, amount, seed, growth], index) => jackpot.run(sysname, name, 'EUR', amount, seed, growth, now, index));

  // Wins are paid on jackpot slots, newest first in the lists: several a day, a Mega one in two months.
  const games = (db.prepare("SELECT sysname FROM games WHERE tags LIKE '%\"jackpot\"%' ORDER BY popularity DESC LIMIT 80").all() as Array<{ sysname: string }>).map((row) => row.sysname);
  const winner = db.prepare('INSERT INTO jackpot_winners (jackpot_id, fakename, game_sysname, amount, currency, won_at) VALUES (?, ?, ?, ?, ?, ?)');
  const totalWeight = WIN_TIERS.reduce((sum, tier) => sum + tier.weight, 0);
  for (let index = 0; index < 60; index++) {
    let roll = random() * totalWeight;
    const tier = WIN_TIERS.find((item) => (roll -= item.weight) < 0) ?? (WIN_TIERS[0] as (typeof WIN_TIERS)[number]);
    const amount = Math.round(tier.around * (0.55 + random() * 0.9));
    winner.run(tier.id, pick(random, FAKENAMES), pick(random, games), amount, 'EUR', iso(now - random() ** 1.6 * 60 * DAY));
  }

  const tournament = db.prepare('INSERT INTO tournaments (id, text_key, starts_at, ends_at, prize_pool, currency, min_bet, category, prizes, image) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  const prizes = (pool: number, places: number) => JSON.stringify(Array.from({ length: places }, (_, index) => Math.round((pool * (places - index)) / ((places * (places + 1)) / 2))));
  tournament.run(1, 'tournament.spring', iso(now - 5 * DAY), iso(now + 9 * DAY), 10_000_00, 'EUR', 20, 'slots', prizes(10_000_00, 10), 'spring');
  tournament.run(2, 'tournament.megaways', iso(now - 2 * DAY), iso(now + 5 * DAY), 5_000_00, 'EUR', 50, 'megaways', prizes(5_000_00, 5), 'megaways');
  tournament.run(3, 'tournament.summer', iso(now + 10 * DAY), iso(now + 40 * DAY), 20_000_00, 'EUR', 20, 'slots', prizes(20_000_00, 50), 'summer');
  tournament.run(4, 'tournament.winter', iso(now - 60 * DAY), iso(now - 30 * DAY), 7_500_00, 'EUR', 20, null, prizes(7_500_00, 10), 'winter');
  const player = db.prepare('INSERT INTO tournament_players (tournament_id, account_id, fakename, score, joined_at) VALUES (?, NULL, ?, ?, ?)');
  for (const [id, count] of [[1, 24], [2, 15], [4, 28]] as const) {
    FAKENAMES.slice(0, count).forEach((name) => player.run(id, name, Math.round(random() ** 2 * 250_000_00) + 100, iso(now - 2 * DAY)));
  }
}
