import type { Locale, Offer } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';

/**
 * The query key the cashier's deposit page reads to preselect an offer (its campaign_offer_id), so a
 * deposit offer's call to action opens the deposit with that offer chosen.
 */
export const DEPOSIT_OFFER_QUERY = 'offer';

export const depositPathFor = (offer: Pick<Offer, 'id'>, locale: Locale): string =>
  buildPath('cashier.deposit.index', { locale, query: { [DEPOSIT_OFFER_QUERY]: String(offer.id) } });
