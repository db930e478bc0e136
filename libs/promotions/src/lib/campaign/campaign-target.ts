import type { CampaignPopup, Locale, Offer } from '@casino/platform-contract';
import { buildPath } from '@casino/routing';
import { depositPathFor } from '../shared/deposit-path';
import { localizeLink } from '../shared/localize-link';
import { descriptionText, isDepositOffer } from '../shared/offer-model';

/**
 * Where a campaign popup's button leads: a deposit offer opens the deposit with that offer preselected;
 * otherwise the popup's own button_url, or else its offer's promotion page; null when it leads nowhere.
 */
export function campaignTarget(popup: CampaignPopup, offers: readonly Offer[] | undefined, locale: Locale): string | null {
  const offerId = popup.offer_id;
  const offer = offerId === null || offerId === undefined ? undefined : offers?.find((item) => String(item.id) === String(offerId));
  if (offer && isDepositOffer(offer)) return depositPathFor(offer, locale);
  const url = descriptionText(popup.description, 'button_url') ?? descriptionText(popup.description, 'link');
  if (url) return localizeLink(url, locale);
  if (offerId !== null && offerId !== undefined) return buildPath('promotions.item', { locale, params: { id: String(offerId) } });
  return null;
}
