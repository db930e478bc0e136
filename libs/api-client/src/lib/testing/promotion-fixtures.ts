import type {
  Banner,
  Bonus,
  CampaignPopup,
  Cashback,
  FreespinPack,
  Jackpot,
  Leaderboard,
  Offer,
  PromoCodeResult,
  Tournament,
  Winner,
} from '@casino/platform-contract';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

export const bannersFixture: Banner[] = [
  { id: 1, finished_at: '2026-12-31T23:59:59Z', description: { position: 1, title: 'Welcome pack', image: 'welcome' } },
  { id: 2, finished_at: null, description: { position: 2, title: 'Weekly cashback', image: 'cashback' } },
];

const bonus = (id: number, type: string, name: string, status: string, amount: number, expired_at: string): Bonus => ({
  id,
  type,
  name,
  status,
  amount: eur(amount),
  wager: status === 'active' ? { required: eur(amount * 35), wagered: eur(420) } : { required: eur(amount * 35), wagered: eur(0) },
  offer_id: null,
  created_at: '2026-11-01T10:00:00Z',
  expired_at,
  activated_at: status === 'active' ? '2026-11-02T10:00:00Z' : null,
});

export const bonusesFixture: Bonus[] = [
  bonus(11, 'casino', '100% welcome bonus', 'active', 100, '2026-12-15T00:00:00Z'),
  bonus(12, 'casino', 'Reload bonus 50%', 'available', 50, '2026-12-01T00:00:00Z'),
];

export const bettingBonusesFixture: Bonus[] = [bonus(21, 'betting', 'Free bet 10 EUR', 'available', 10, '2026-12-05T00:00:00Z')];

export const offersFixture: Offer[] = [
  {
    id: 31,
    trigger: { action: 'deposit', params: { exclude_methods: ['bank_transfer'] }, user_satisfies_params: true },
    description: { title: 'Deposit bonus 100%', image: 'deposit-bonus' },
    promotions: [{ type: 'bonus', percent: 100 }],
  },
  {
    id: 32,
    trigger: { action: 'promo_code', params: {}, user_satisfies_params: true },
    description: { title: 'Weekend free spins', image: 'free-spins' },
    promotions: [{ type: 'freespins', count: 50 }],
  },
];

export const promoCodeResultFixture: PromoCodeResult = { result: 1, status: 'activated', offer: offersFixture[1] as Offer };

export const cashbacksFixture: Cashback[] = [
  { id: 41, status: 'active', receiving_expired_at: '2026-11-30T00:00:00Z', paid_out_at: null, amount: eur(12.5), percent: 10, created_at: '2026-11-16T00:00:00Z', end_date: '2026-11-23T00:00:00Z' },
  { id: 42, status: 'paid_out', receiving_expired_at: '2026-11-16T00:00:00Z', paid_out_at: '2026-11-15T10:00:00Z', amount: eur(8), percent: 10, created_at: '2026-11-09T00:00:00Z', end_date: '2026-11-16T00:00:00Z' },
];

export const freespinsFixture: FreespinPack[] = [
  {
    id: 51,
    game: { sysname: 'golden-pharaoh', name: 'Golden Pharaoh', image_url: '/platform/images/games/golden-pharaoh.svg' },
    remaining_count: 25,
    total_count: 50,
    bet: 0.2,
    status: 'active',
    expired_at: '2026-12-01T00:00:00Z',
  },
];

export const jackpotsFixture: Jackpot[] = [
  { id: 61, sysname: 'mega', name: 'Mega jackpot', amount: eur(125000.75), growth_per_hour: 120, description: { title: 'Mega', img_288_192: '/platform/images/jackpots/mega-288x192.svg' } },
  { id: 62, sysname: 'daily', name: 'Daily drop', amount: eur(4200), growth_per_hour: 35, description: { title: 'Daily', img_288_192: '/platform/images/jackpots/daily-288x192.svg' } },
];

export const winnersFixture: Winner[] = [
  {
    id: 71,
    jackpot: { id: 62, name: 'Daily drop' },
    fakename: 'Luc***',
    game: { sysname: 'golden-pharaoh', name: 'Golden Pharaoh', image_url: '/platform/images/games/golden-pharaoh.svg' },
    amount: eur(2500),
    won_at: '2026-11-21T20:00:00Z',
  },
];

export const tournamentsFixture: Tournament[] = [
  {
    id: 81,
    status: 'active',
    started_at: '2026-11-01T00:00:00Z',
    finished_at: '2026-11-30T23:59:59Z',
    prize_pool: eur(10000),
    min_bet: eur(0.5),
    category: 'slots',
    prizes: [
      { place: 1, amount: eur(5000) },
      { place: 2, amount: eur(3000) },
      { place: 3, amount: eur(2000) },
    ],
    players_count: 214,
    is_participant: false,
    my_result: null,
    description: { title: 'Autumn slots race', text: 'Spin to climb the board', img_288_192: '/platform/images/tournaments/autumn-288x192.svg' },
  },
];

export const leaderboardFixture: Leaderboard = {
  tournament_id: 81,
  items: [
    { place: 1, fakename: 'Max***', score: 15400, prize: eur(5000), is_me: false },
    { place: 2, fakename: 'Luc***', score: 12100, prize: eur(3000), is_me: true },
  ],
  total: 2,
};

export const popupsFixture: CampaignPopup[] = [{ id: 91, title: 'Weekend free spins', description: { text: 'Play now' }, offer_id: 32 }];
