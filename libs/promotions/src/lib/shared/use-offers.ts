import { useGetOffersQuery } from '@casino/api-client';
import { remapDescription, useGetCmsWebSettingQuery } from '@casino/cms-client';
import { isOfferShown, type Offer } from '@casino/platform-contract';
import { useIsAuthenticated } from '@casino/session';
import { useMemo } from 'react';

export type OffersFilter = {
  /** Only offers of this trigger action (`deposit` for the offers page). */
  action?: string;
};

/**
 * The offers the player may see (SPEC.md 6), with description keys renamed through the CMS image-name
 * mapping (SPEC.md 3). Until the mapping arrives the platform's keys are read as they are.
 */
export function useOffers({ action }: OffersFilter = {}) {
  const signedIn = useIsAuthenticated();
  const query = useGetOffersQuery(action ? { action } : undefined);
  const { data: setting } = useGetCmsWebSettingQuery();
  const mapping = setting?.imageNameMapping;
  const offers = useMemo<Offer[] | undefined>(
    () => query.data?.filter((offer) => isOfferShown(offer, signedIn)).map((offer) => remapDescription(offer, mapping)),
    [query.data, signedIn, mapping],
  );
  return { offers, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}
