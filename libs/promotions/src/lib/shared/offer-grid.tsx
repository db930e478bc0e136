import type { Offer } from '@casino/platform-contract';
import { EmptyState, LoadFailed } from '@casino/ui-kit';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { OfferCard, type OfferCardProps } from './offer-card';
import { OfferCardSkeleton } from './offer-card-skeleton';
import styles from './shared.module.css';

export type OfferGridProps = {
  /** Undefined while loading: skeleton cards hold the place. */
  offers: readonly Offer[] | undefined;
  /** The offers failed to load: a retry takes the grid's place. */
  isError: boolean;
  onRetry: () => unknown;
  /** What an empty list says, and where its one action leads. */
  empty: { texts: Record<'emptyTitle' | 'emptyText' | 'emptyAction', MessageDescriptor>; to: string };
  detailRoute: OfferCardProps['detailRoute'];
  /** The id of the heading that names the list. */
  labelledBy: string;
  skeletons?: number;
};

/** Offer cards in a responsive grid: one column on mobile, two on tablets, three from laptops up. */
export function OfferGrid({ offers, isError, onRetry, empty, detailRoute, labelledBy, skeletons = 3 }: OfferGridProps) {
  const intl = useIntl();
  if (isError) return <LoadFailed onRetry={() => void onRetry()} />;
  if (offers?.length === 0) {
    const { texts, to } = empty;
    return <EmptyState icon="gift" title={intl.formatMessage(texts.emptyTitle)} description={intl.formatMessage(texts.emptyText)} link={{ to, label: intl.formatMessage(texts.emptyAction) }} />;
  }
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
