import type { CampaignPopup } from '@casino/platform-contract';
import { campaignTarget } from '../campaign/campaign-target';
import { offersFixture, spinsOffer, welcomeOffer } from '../testing/offers-fixtures';
import { localizeLink } from './localize-link';
import { isOfferShown } from '@casino/platform-contract';
import { descriptionImage, findOffer, offerRewards } from './offer-model';

const unsatisfied = { ...welcomeOffer, trigger: { ...welcomeOffer.trigger, user_satisfies_params: false } };

describe('isOfferShown (SPEC.md 6)', () => {
  it.each([
    ['a deposit offer the player satisfies, signed in', welcomeOffer, true, true],
    ['a deposit offer the player does not satisfy, signed in', unsatisfied, true, false],
    ['a deposit offer the player does not satisfy, visitor', unsatisfied, false, true],
    ['another offer the player does not satisfy, signed in', { ...spinsOffer, trigger: { ...spinsOffer.trigger, user_satisfies_params: false } }, true, true],
  ])('%s', (_name, offer, signedIn, shown) => {
    expect(isOfferShown(offer, signedIn)).toBe(shown);
  });
});

describe('offerRewards', () => {
  it('reads the emulator shape and the fixture shape of a promotion', () => {
    expect(offerRewards(welcomeOffer)).toEqual([{ kind: 'casino', percent: 100, maxAmount: 500, wager: 30, amount: undefined, freespins: undefined }]);
    expect(offerRewards(spinsOffer)[0]).toMatchObject({ kind: 'freespins', freespins: 20 });
    expect(offerRewards({ ...spinsOffer, promotions: [{ type: 'freespins', count: 50 }] })[0]).toMatchObject({ freespins: 50 });
    expect(offerRewards({ ...spinsOffer, promotions: [{ type: 'mystery' }] })[0]?.kind).toBe('other');
  });
});

describe('descriptionImage', () => {
  it('prefers the CMS-mapped name, reads the platform key, and ignores bare image names', () => {
    expect(descriptionImage({ imageCard: '/a.svg', img_600_400: '/b.svg' }, 'card')).toBe('/a.svg');
    expect(descriptionImage({ img_600_400: '/b.svg' }, 'card')).toBe('/b.svg');
    expect(descriptionImage({ image: 'deposit-bonus' }, 'card')).toBeUndefined();
  });
});

describe('findOffer', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    ['999', undefined],
    ['1abc', undefined],
    [undefined, undefined],
  ])('/promotions/%s', (id, expected) => {
    expect(findOffer(offersFixture, id)?.id).toBe(expected);
  });
});

describe('localizeLink', () => {
  it.each([
    ['/tournaments/1', 'en', '/tournaments/1'],
    ['/tournaments/1', 'pl', '/pl/tournaments/1'],
    ['/cashier/deposit?x=1#top', 'pt-BR', '/pt-BR/cashier/deposit?x=1#top'],
    ['/?show_popup_reg=1', 'ar', '/ar?show_popup_reg=1'],
    ['https://example.com/blog', 'pl', 'https://example.com/blog'],
  ] as const)('%s in %s', (link, locale, expected) => {
    expect(localizeLink(link, locale)).toBe(expected);
  });
});

describe('campaignTarget', () => {
  const popup: CampaignPopup = { id: 1, title: 'Reload', description: { button_url: '/gamehall' }, offer_id: null };
  it.each([
    ['a deposit offer: the deposit with the offer preselected', { ...popup, offer_id: 1 }, '/pl/cashier/deposit?offer=1'],
    ['no deposit offer: the button_url in the locale', { ...popup, offer_id: 3 }, '/pl/gamehall'],
    ['no button_url: the offer page', { ...popup, description: {}, offer_id: 3 }, '/pl/promotions/3'],
    ['neither: nowhere', { ...popup, description: {} }, null],
  ])('%s', (_name, given, expected) => {
    expect(campaignTarget(given, offersFixture, 'pl')).toBe(expected);
  });
});
