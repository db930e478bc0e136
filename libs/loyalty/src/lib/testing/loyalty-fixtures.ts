import { platformErrorHandler, platformHandler } from '@casino/api-client/testing';
import type { LoyaltyCharacter, LoyaltyInfo, LoyaltyLevel, LoyaltyNotification, LoyaltyProduct, LoyaltyProgram } from '@casino/platform-contract';
import { http, HttpResponse } from 'msw';

/** The programme as the emulator runs it: five levels by lifetime points, three characters, a six-product shop. */
const LEVELS = [
  { id: 1, title: 'Bronze', minValue: 0, maxValue: 999 },
  { id: 2, title: 'Silver', minValue: 1000, maxValue: 4999 },
  { id: 3, title: 'Gold', minValue: 5000, maxValue: 19999 },
  { id: 4, title: 'Platinum', minValue: 20000, maxValue: 79999 },
  { id: 5, title: 'Diamond', minValue: 80000, maxValue: 999999999 },
];

export const levelsFor = (exp: number): LoyaltyLevel[] =>
  LEVELS.map((level) => ({
    ...level,
    image: `/platform/images/loyalty/level-${level.id}.svg`,
    expCount: Math.max(0, Math.min(exp, level.maxValue) - level.minValue),
    is_current: exp >= level.minValue && exp <= level.maxValue,
  }));

export const charactersFixture: LoyaltyCharacter[] = [
  { id: 1, name: 'Knight', image: '/platform/images/loyalty/character-1.svg' },
  { id: 2, name: 'Wizard', image: '/platform/images/loyalty/character-2.svg' },
  { id: 3, name: 'Ranger', image: '/platform/images/loyalty/character-3.svg' },
];

/** A Silver player with 1,250 coins to spend and 1,850 earned in all (the emulator's demo player). */
export function infoFixture({ points = 1250, exp = 1850, character = charactersFixture[0] ?? null }: { points?: number; exp?: number; character?: LoyaltyCharacter | null } = {}): LoyaltyInfo {
  const levels = levelsFor(exp);
  return { id: 1, is_active: true, points, exp, level: levels.find((level) => level.is_current)?.id ?? 1, character, levels, pointsAlias: 'Coins', uid: 1001 };
}

export const programFixture: LoyaltyProgram = {
  id: 1,
  title: 'Loyalty club',
  pointsAlias: 'Coins',
  levels: LEVELS.map((level) => ({ ...level, image: `/platform/images/loyalty/level-${level.id}.svg` })),
  is_active: true,
};

const product = (id: number, title: string, price: number, type: string, value: number, minLevel: number): LoyaltyProduct => ({
  id,
  title,
  image: `/platform/images/loyalty/product-${id}.svg`,
  price,
  type,
  value,
  min_level: minLevel,
  is_available: false,
});

export const productsFixture: LoyaltyProduct[] = [
  product(1, '10 free spins', 300, 'freespins', 10, 1),
  product(2, '€5 bonus', 500, 'bonus', 5, 1),
  product(3, '€20 bonus', 1800, 'bonus', 20, 2),
  product(4, '50 free spins', 1400, 'freespins', 50, 2),
  product(5, '€5 free bet', 450, 'betting', 5, 1),
  product(6, '€100 cash', 9000, 'cash', 100, 3),
];

export const creditNotificationFixture: LoyaltyNotification = {
  id: 12,
  trigger: 'points_earned',
  type: 'credit',
  title: 'Coins credited',
  message: 'You earned coins for playing. Keep going!',
  image: '/platform/images/loyalty/coins.svg',
  amount: 120,
  amountType: 'points',
  created_at: '2026-11-21T18:05:00Z',
};

export const levelNotificationFixture: LoyaltyNotification = {
  id: 11,
  trigger: 'level_up',
  type: 'level',
  title: 'New level reached',
  message: 'Congratulations, your loyalty level went up.',
  image: '/platform/images/loyalty/level-up.svg',
  amount: 2,
  amountType: 'level',
  created_at: '2026-11-21T18:00:00Z',
};

export const loyaltyInfoAnswer = (info: LoyaltyInfo = infoFixture()) => platformHandler('loyalty.getinfo', info);
export const loyaltyProductsAnswer = (items: LoyaltyProduct[] = productsFixture) => platformHandler('loyalty.getproducts', { items });
export const loyaltyProgramsAnswer = platformHandler('loyalty.getPrograms', { items: [programFixture] });
export const notificationsAnswer = (items: LoyaltyNotification[]) => platformHandler('loyalty.getnotifications', { items });

/** The CMS loyalty single type as the emulator serves it. */
export const cmsLoyaltyFixture = {
  id: 1,
  documentId: 'loyalty00001',
  locale: 'en',
  shopTitle: 'Loyalty shop',
  insufficientFunds: 'Not enough coins yet. Keep playing to earn more.',
  notificationDurationSeconds: 6,
  notificationSound: '/platform/sounds/coin.mp3',
};
export const cmsLoyaltyHandler = (document: Record<string, unknown> = cmsLoyaltyFixture) =>
  http.get('*/cms/api/loyalty', () => HttpResponse.json({ data: document, meta: {} }));
export const loyaltyCmsHandler = cmsLoyaltyHandler();

/**
 * A tiny loyalty back end for journeys: buying spends points (or answers the emulator's "Not enough points"),
 * changing the character changes it, and loyalty.getinfo answers the current state.
 */
export function loyaltyBackend(start: { points?: number; exp?: number; character?: LoyaltyCharacter | null } = {}) {
  const state = { points: start.points ?? 1250, exp: start.exp ?? 1850, character: start.character === undefined ? (charactersFixture[0] ?? null) : start.character };
  const info = () => infoFixture(state);
  return {
    state,
    handlers: [
      loyaltyCmsHandler,
      platformHandler('loyalty.getinfo', info),
      loyaltyProductsAnswer(),
      platformHandler('loyalty.getcharacters', { items: charactersFixture }),
      loyaltyProgramsAnswer,
      platformHandler('loyalty.getProgram', programFixture),
      http.post('*/api/loyalty.buyproduct', async ({ request }) => {
        const id = (await request.formData()).get('product_id');
        const bought = productsFixture.find((item) => String(item.id) === id);
        if (!bought) return HttpResponse.json({ error: { type: 'InvalidParameterException', error_data: { product_id: ['Wrong field'] } } });
        if (state.points < bought.price) return HttpResponse.json({ error: { type: 'InvalidParameterException', error_data: { product_id: ['Not enough points'] } } });
        state.points -= bought.price;
        return HttpResponse.json({ data: { result: 1, product_id: bought.id, points: state.points, info: info() } });
      }),
      platformHandler('loyalty.setcharacter', ({ body }) => {
        state.character = charactersFixture.find((item) => String(item.id) === body?.get('id')) ?? state.character;
        return info();
      }),
    ],
  };
}

/** loyalty.buyproduct as the emulator answers a player short of points. */
export const notEnoughPointsAnswer = platformErrorHandler('loyalty.buyproduct', 'InvalidParameterException', {
  errorData: { product_id: ['Not enough points'] },
});
