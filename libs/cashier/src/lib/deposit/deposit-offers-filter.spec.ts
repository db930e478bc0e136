import type { Offer } from '@casino/platform-contract';
import { depositOffersFor, offerTitle } from './deposit-offers-filter';

const offer = (id: number, action: string, satisfies: boolean, exclude?: string[]): Offer => ({
  id,
  trigger: { action, params: exclude ? { exclude_methods: exclude } : {}, user_satisfies_params: satisfies },
  description: { title: `Offer ${id}` },
  promotions: [],
});

const offers = [offer(1, 'deposit', true), offer(2, 'deposit', false), offer(3, 'promo_code', true), offer(4, 'deposit', true, ['card'])];

describe('depositOffersFor', () => {
  it('keeps deposit offers whose trigger params the player satisfies, minus those excluding the method', () => {
    expect(depositOffersFor(offers, { signedIn: true, method: 'card' }).map((item) => item.id)).toEqual([1]);
    expect(depositOffersFor(offers, { signedIn: true, method: 'pix' }).map((item) => item.id)).toEqual([1, 4]);
  });

  it('shows every deposit offer to a visitor', () => {
    expect(depositOffersFor(offers, { signedIn: false }).map((item) => item.id)).toEqual([1, 2, 4]);
  });

  it('names an offer by its description title', () => {
    expect(offerTitle(offers[0]!)).toBe('Offer 1');
    expect(offerTitle({ ...offers[0]!, description: {} })).toBe('#1');
  });
});
