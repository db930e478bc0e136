import { useGetLoyaltyProgramsQuery } from '@casino/api-client';
import { useFormatters } from '@casino/i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { pointsAmountMessage, sharedMessages } from './shared.messages';
import { useLoyaltyConfig } from './use-loyalty-config';

/**
 * Formats an amount of points with what the programme calls them: the CMS pointsAlias first, then the
 * platform's (the loyalty info's when given, else the programme's), then the word "points".
 */
export function usePointsText(platformAlias?: string) {
  const intl = useIntl();
  const { formatAmount } = useFormatters();
  const { pointsAlias } = useLoyaltyConfig();
  const programs = useGetLoyaltyProgramsQuery(undefined, { skip: pointsAlias !== undefined || platformAlias !== undefined });
  const alias = pointsAlias ?? platformAlias ?? programs.data?.[0]?.pointsAlias ?? intl.formatMessage(sharedMessages.points);
  const format = useCallback((amount: number) => intl.formatMessage(pointsAmountMessage, { amount: formatAmount(amount), alias }), [intl, formatAmount, alias]);
  return { alias, format };
}
