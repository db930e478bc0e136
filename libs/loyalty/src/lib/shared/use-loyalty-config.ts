import { useGetCmsLoyaltyConfigQuery } from '@casino/cms-client';
import { useMemo } from 'react';
import { readLoyaltyConfig, type LoyaltyConfig } from './loyalty-config';

/** The CMS loyalty settings (texts, points alias, notification duration and sound); defaults until they load. */
export function useLoyaltyConfig(): LoyaltyConfig {
  const { data } = useGetCmsLoyaltyConfigQuery();
  return useMemo(() => readLoyaltyConfig(data), [data]);
}
