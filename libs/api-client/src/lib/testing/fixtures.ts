import { LOCALES, type AccountInfo, type Game, type GameCategory, type GameProvider, type GamesPage, type GeneralInfo, type Metadata } from '@casino/platform-contract';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** A signed-in player with money on every balance. */
export const accountFixture: AccountInfo = {
  uid: 1001,
  reg_time: '2026-01-15T10:30:00Z',
  login: 'player@example.com',
  fakename: 'LuckyPlayer',
  is_subscribed: true,
  balance_main: eur(1250.5),
  balance_bonus: eur(50),
  balance_betting_bonus: eur(10),
  balance_fun: eur(1000),
  is_on_verification: false,
  is_verified: true,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: 'PL',
  locale: 'en',
  two_factor_auth: false,
};

/** What account.getInfo answers a visitor: uid 0. */
export const visitorAccountFixture: AccountInfo = {
  ...accountFixture,
  uid: 0,
  reg_time: null,
  login: null,
  fakename: null,
  is_subscribed: false,
  balance_main: eur(0),
  balance_bonus: eur(0),
  balance_betting_bonus: eur(0),
  balance_fun: eur(0),
  is_verified: false,
  is_registration_completed: false,
  country_code: null,
};

export const generalInfoFixture: GeneralInfo = {
  analytic: { gtm_id: null },
  available_currencies: ['EUR', 'USD', 'BRL', 'PLN', 'ZAR'],
  available_locales: [...LOCALES],
  default_currency: 'EUR',
  is_seon_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: 1800,
  is_game_history_export_enabled: true,
  user_inactivity_cashier_time: 900,
  user_inactivity_pp_time: 900,
};

export const metadataFixture: Metadata = { redirect: null, title: 'Casino', description: 'Games, jackpots and tournaments' };

export const gameCategoriesFixture: GameCategory[] = [
  { id: 'popular', title: 'Popular', sort: 1, games_count: 3 },
  { id: 'slots', title: 'Slots', sort: 2, games_count: 2 },
  { id: 'live', title: 'Live casino', sort: 3, games_count: 1 },
];

export const gameProvidersFixture: GameProvider[] = [
  { sysname: 'aurora', title: 'Aurora Gaming', types: ['slot', 'casino'], games_count: 2 },
  { sysname: 'northlive', title: 'North Live', types: ['live'], games_count: 1 },
];

const game = (id: number, sysname: string, name: string, provider: string, categories: string[], tags: Game['tags'] = []): Game => {
  const image = `/platform/images/games/${sysname}.svg`;
  return {
    id,
    sysname,
    name,
    image_url: image,
    description: { name, img_288_192: image },
    provider,
    categories,
    has_demo: provider !== 'northlive',
    tags,
    full_screen: 'all',
  };
};

export const gamesFixture: Game[] = [
  game(1, 'golden-pharaoh', 'Golden Pharaoh', 'aurora', ['popular', 'slots'], ['popular']),
  game(2, 'fruit-storm', 'Fruit Storm', 'aurora', ['popular', 'slots'], ['new']),
  game(3, 'live-roulette', 'Live Roulette', 'northlive', ['popular', 'live'], ['exclusive']),
];

export const gamesPage = (items: Game[] = gamesFixture, offset = 0, total = items.length): GamesPage => ({
  items,
  count: items.length,
  offset,
  total,
});
