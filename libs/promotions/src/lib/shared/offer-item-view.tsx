import { buildPath } from '@casino/routing';
import { ItemNotFound, Link, LoadFailed } from '@casino/ui-kit';
import { useParams } from 'react-router-dom';
import { usePageLocale } from '@casino/i18n';
import { OfferDetail } from './offer-detail';
import { OfferDetailSkeleton } from './offer-detail-skeleton';
import { findOffer } from './offer-model';
import shared from './shared.module.css';
import { useOffers } from './use-offers';

export type OfferItemViewProps = {
  /** The list this item page belongs to, for the way back. */
  listRoute: 'promotions.index' | 'offers.index';
  backLabel: string;
  notFoundTitle: string;
};

/**
 * The body of `/promotions/{id}` and `/offers/{id}`: the offer of the route's id, a skeleton while it loads,
 * and the page's own route validation (SPEC.md 2.2): an id that names no offer shows 'Page Not Found: {path}'.
 */
export function OfferItemView({ listRoute, backLabel, notFoundTitle }: OfferItemViewProps) {
  const locale = usePageLocale();
  const { id } = useParams();
  const { offers, isError, refetch } = useOffers();
  const offer = findOffer(offers, id);
  const back = buildPath(listRoute, { locale });

  if (offers && !offer) {
    return <ItemNotFound icon="gift" title={notFoundTitle} back={{ to: back, label: backLabel }} />;
  }
  return (
    <div className={shared['page']}>
      <Link to={back} variant="subtle">
        {backLabel}
      </Link>
      {isError ? <LoadFailed onRetry={() => void refetch()} /> : offer ? <OfferDetail offer={offer} /> : <OfferDetailSkeleton />}
    </div>
  );
}
