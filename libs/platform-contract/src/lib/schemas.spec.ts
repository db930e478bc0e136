import * as v from 'valibot';
import {
  bannerSchema,
  cashbackSchema,
  contactSchema,
  countedItemsOf,
  customCodeSnippetSchema,
  dataEnvelope,
  depositLimitSchema,
  historyItemSchema,
  isBettingBonus,
  itemsOf,
  jackpotSchema,
  loyaltyNotificationSchema,
  offerSchema,
  pagedItemsOf,
  PLATFORM_METHODS,
  progressEntrySchema,
  redirectSchema,
} from '../index';

const eur = { amount: 10, currency: 'EUR' };

describe('entity schemas of SPEC.md 3', () => {
  it.each<[string, v.GenericSchema, unknown, unknown]>([
    ['contact', contactSchema, { type: 'email', contact: 'a@b.cd', is_confirmed: true, is_subscribed: false, phone_country_code: null }, { type: 'fax', contact: '1', is_confirmed: true, is_subscribed: false, phone_country_code: null }],
    ['deposit limit (no period by default)', depositLimitSchema, { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: null }, { available_amount: null, can_edit: true, expired_at: null, limit_amount: null, period: 'year' }],
    ['history item', historyItemSchema, { id: 1, created_at: '2026-11-20T18:04:00Z', status: 'success', amount: eur }, { id: 1, created_at: '2026-11-20T18:04:00Z', status: 'success', amount: 10 }],
    ['cashback', cashbackSchema, { id: 1, status: 'paid_out', receiving_expired_at: null, paid_out_at: '2026-11-15T10:00:00Z' }, { id: 1, status: 'active' }],
    ['offer', offerSchema, { id: 1, trigger: { action: 'deposit', params: { exclude_methods: ['pix'] }, user_satisfies_params: true }, description: {}, promotions: [] }, { id: 1, trigger: { action: 'deposit', params: {} }, description: {}, promotions: [] }],
    ['banner', bannerSchema, { id: 1, finished_at: null, description: { position: 1, img_288_192: 'x.svg' } }, { id: 1, description: {} }],
    ['jackpot', jackpotSchema, { id: 1, name: 'Mega', amount: eur, description: {} }, { id: 1, name: 'Mega', amount: 10, description: {} }],
    ['progress entry', progressEntrySchema, { minValue: 0, maxValue: 999, expCount: 10 }, { minValue: 0 }],
    ['loyalty notification', loyaltyNotificationSchema, { trigger: 'level_up', type: 'credit', title: 't', message: 'm', image: null, amount: 1, amountType: 'points' }, { trigger: 'level_up' }],
    ['redirect', redirectSchema, { from_url: '/promo/*', to_url: '/promotions' }, { from_url: '/promo/*' }],
    ['custom code snippet', customCodeSnippetSchema, { isEnabled: true, position: 'bodyEnd', code: '<script></script>' }, { isEnabled: true, position: 'footer', code: '' }],
  ])('%s: accepts a valid payload and refuses a broken one', (_name, schema, valid, broken) => {
    expect(v.safeParse(schema, valid).issues).toBeUndefined();
    expect(v.is(schema, broken)).toBe(false);
  });

  it.each([
    ['data envelope', dataEnvelope(v.number()), { data: 1 }, { items: 1 }],
    ['items', itemsOf(v.number()), { items: [1, 2] }, { data: [1] }],
    ['items and count (banners)', countedItemsOf(v.number()), { items: [1], count: 12 }, { items: [1] }],
    ['items and total (paged lists)', pagedItemsOf(v.number()), { items: [1], total: 12 }, { items: [1], count: 1 }],
  ])('%s envelope', (_name, schema, valid, broken) => {
    expect(v.is(schema, valid)).toBe(true);
    expect(v.is(schema, broken)).toBe(false);
  });

  it.each([
    ['betting', true],
    ['casino', false],
  ])('a %s bonus is a betting bonus: %s', (type, expected) => {
    expect(isBettingBonus({ type })).toBe(expected);
  });
});

describe('PLATFORM_METHODS', () => {
  it.each([
    ['auth.logout', 'GET'],
    ['events.handle', 'GET'],
    ['cashbacks.remove', 'POST'],
    ['account.setUserOnVerification', 'POST'],
    ['Account.getPersonalDataFields', 'GET'],
    ['BettingBonuses.get', 'GET'],
    ['Jackpots.getWinners', 'GET'],
    ['Support.sendFeedback', 'POST'],
  ] as const)('%s is a %s, spelled as in SPEC.md 7.2', (method, verb) => {
    expect(PLATFORM_METHODS[method]).toBe(verb);
  });

  it('names every method once, even ignoring case (the platform matches names case-insensitively)', () => {
    const names = Object.keys(PLATFORM_METHODS).map((name) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });
});
