import type { LoyaltyCharacter, LoyaltyInfo, LoyaltyLevel, LoyaltyNotification, LoyaltyProduct, LoyaltyProgram } from '@casino/platform-contract';

export const loyaltyCharactersFixture: LoyaltyCharacter[] = [
  { id: 1, name: 'Knight', image: '/platform/images/loyalty/character-1.svg' },
  { id: 2, name: 'Wizard', image: '/platform/images/loyalty/character-2.svg' },
];

const level = (id: number, title: string, minValue: number, maxValue: number, exp: number): LoyaltyLevel => ({
  id,
  title,
  image: `/platform/images/loyalty/level-${id}.svg`,
  minValue,
  maxValue,
  expCount: Math.max(0, Math.min(exp, maxValue) - minValue),
  is_current: exp >= minValue && exp <= maxValue,
});

const EXP = 1840;
export const loyaltyLevelsFixture: LoyaltyLevel[] = [
  level(1, 'Bronze', 0, 999, EXP),
  level(2, 'Silver', 1000, 4999, EXP),
  level(3, 'Gold', 5000, 19999, EXP),
];

export const loyaltyInfoFixture: LoyaltyInfo = {
  id: 1,
  is_active: true,
  points: 1840,
  exp: EXP,
  level: 2,
  character: loyaltyCharactersFixture[0] ?? null,
  levels: loyaltyLevelsFixture,
  pointsAlias: 'coins',
  uid: 1001,
};

export const loyaltyNotificationsFixture: LoyaltyNotification[] = [
  {
    id: 1,
    trigger: 'level_up',
    type: 'level',
    title: 'Level up!',
    message: 'You reached Silver',
    image: '/platform/images/loyalty/level-up.svg',
    amount: 2,
    amountType: 'level',
    created_at: '2026-11-21T18:00:00Z',
  },
];

export const loyaltyProductsFixture: LoyaltyProduct[] = [
  { id: 1, title: '10 free spins', image: '/platform/images/loyalty/product-1.svg', price: 500, type: 'freespins', value: 10, min_level: 1, is_available: true },
  { id: 2, title: '5 EUR bonus', image: '/platform/images/loyalty/product-2.svg', price: 2500, type: 'bonus', value: 5, min_level: 2, is_available: false },
];

export const loyaltyProgramsFixture: LoyaltyProgram[] = [
  {
    id: 1,
    title: 'VIP club',
    pointsAlias: 'coins',
    levels: loyaltyLevelsFixture.map(({ id, title, image, minValue, maxValue }) => ({ id, title, image, minValue, maxValue })),
    is_active: true,
  },
];
