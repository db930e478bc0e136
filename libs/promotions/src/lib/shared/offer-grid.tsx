import type { Offer } from '@casino/platform-contract';
import { OfferCard, type OfferCardProps } from './offer-card';
import { OfferCardSkeleton } from './offer-card-skeleton';
import styles from './shared.module.css';

export type OfferGridProps = {
  /** Undefined while loading: skeleton cards hold the place. */
  offers: readonly Offer[] | undefined;
  detailRoute: OfferCardProps['detailRoute'];
  /** The id of the heading that names the list. */
  labelledBy: string;
  skeletons?: number;
};

/** Offer cards in a responsive grid: one column on mobile, two on tablets, three from laptops up. */
export function OfferGrid({ offers, detailRoute, labelledBy, skeletons = 3 }: OfferGridProps) {
  if (!offers) {
    return (
      <div className={styles['grid']} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <OfferCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles['grid']} aria-labelledby={labelledBy}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} detailRoute={detailRoute} />
        </li>
      ))}
    </ul>
  );
}
