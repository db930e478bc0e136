import type { CampaignPopup, Offer } from '@casino/platform-contract';

const DAY = 86_400_000;
/** Dates relative to now, so countdowns always run (the emulator's offers end a year from its seed). */
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const images = (name: string) => ({
  img_600_400: `/platform/images/offers/${name}-600x400.svg`,
  img_288_192: `/platform/images/offers/${name}-288x192.svg`,
});

const offer = (id: number, action: string, title: string, text: string, image: string, promotion: Record<string, unknown>, extra: Partial<Offer> = {}): Offer => ({
  id,
  trigger: { action, params: { exclude_methods: [], min_amount: 0 }, user_satisfies_params: true },
  description: { title, text, ...images(image) },
  promotions: [promotion],
  has_promo_code: false,
  started_at: fromNow(-30),
  finished_at: fromNow(12),
  ...extra,
});

/** Offers in the shape campaigns.getoffers of the emulator answers (SPEC.md 3), one of each kind. */
export const offersFixture: Offer[] = [
  offer(1, 'deposit', 'Welcome bonus 100%', 'Double your first deposit up to €500. Wager 30x within 14 days.', 'welcome', {
    type: 'casino',
    percent: 100,
    amount: 0,
    max_amount: 500,
    wager: 30,
    freespins: null,
  }, { trigger: { action: 'deposit', params: { exclude_methods: ['crypto'], min_amount: 10 }, user_satisfies_params: true }, has_promo_code: true }),
  offer(3, 'promo_code', '20 free spins', 'Enter code SPIN20 and play Book of Ra for free.', 'spins', {
    type: 'freespins',
    percent: 0,
    amount: 0,
    max_amount: 0,
    wager: 0,
    freespins: { game: 'aurora-play-book-of-ra', count: 20 },
  }, { has_promo_code: true }),
  offer(4, 'promo_code', '€10 free bet', 'Your first sports bet is on us with code BETSTART.', 'betting', {
    type: 'betting',
    percent: 0,
    amount: 10,
    max_amount: 10,
    wager: 1,
    freespins: null,
  }, { has_promo_code: true, finished_at: fromNow(0.5) }),
  offer(5, 'cashback', 'Weekly cashback 10%', 'Get back 10% of your weekly net losses every Monday.', 'cashback', {
    type: 'cashback',
    percent: 10,
    amount: 0,
    max_amount: 0,
    wager: 0,
    freespins: null,
  }, { finished_at: null }),
];

export const [welcomeOffer, spinsOffer] = offersFixture as [Offer, Offer, ...Offer[]];

/** A campaign popup as popups.get answers it for a signed-in player. */
export const campaignPopupFixture: CampaignPopup = {
  id: 1,
  title: 'Your weekend reload is ready',
  description: {
    type: 'campaign',
    content: 'Deposit today and get 50% extra with code RELOAD50.',
    img_600_400: '/platform/images/offers/reload-600x400.svg',
    button_title: 'Claim bonus',
    button_url: '/cashier/deposit',
  },
  offer_id: 1,
};
